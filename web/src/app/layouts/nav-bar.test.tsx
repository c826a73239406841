import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInAuth, visitorAuth } from "../../testing/auth";
import { renderWithProviders } from "../../testing/render";
import { NavBar } from "./nav-bar";

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
const linkNames = () => within(mainNav()).getAllByRole("link").map((link) => link.textContent);

describe("NavBar for visitors", () => {
  it("offers Home, About Us, What is Dyslexia?, Contact Us, Register and Log In", () => {
    renderWithProviders(<NavBar />, { auth: visitorAuth() });

    expect(linkNames()).toEqual(["Home", "About Us", "What is Dyslexia?", "Contact Us", "Register", "Log In"]);
    expect(within(mainNav()).getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(within(mainNav()).getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("marks the current page", () => {
    renderWithProviders(<NavBar />, { route: "/about" });
    expect(within(mainNav()).getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    expect(within(mainNav()).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("carries the current query string into its links", () => {
    renderWithProviders(<NavBar />, { route: "/?ref=school" });
    expect(within(mainNav()).getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login?ref=school");
  });
});

describe("Reading settings in the site header", () => {
  it("is the second stop from the top, right after the brand, for visitors and signed-in users", async () => {
    for (const auth of [visitorAuth(), signedInAuth()]) {
      const view = renderWithProviders(<NavBar />, { auth });
      const user = userEvent.setup();
      await user.tab();
      expect(screen.getByRole("link", { name: "ReadBright" })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole("button", { name: "Reading settings" })).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(await screen.findByRole("dialog", { name: "Reading settings" })).toBeInTheDocument();
      view.unmount();
    }
  });
});

describe("NavBar for signed-in users", () => {
  it("offers the first four links, Dashboard and a Logout button", () => {
    renderWithProviders(<NavBar />, { auth: signedInAuth() });

    expect(linkNames()).toEqual(["Home", "About Us", "What is Dyslexia?", "Contact Us", "Dashboard"]);
    expect(within(mainNav()).getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("signs out and returns home without the query string", async () => {
    const auth = signedInAuth();
    renderWithProviders(<NavBar />, { route: "/about?tab=team", auth });

    await userEvent.click(screen.getByRole("button", { name: "Logout" }));

    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Now at /")).toBeInTheDocument();
  });
});

describe("NavBar menu on small screens", () => {
  it("opens from the hamburger and closes when a link is chosen", async () => {
    renderWithProviders(<NavBar />, { route: "/about", path: "/about" });
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByTestId("nav-overlay")).toBeInTheDocument();

    await userEvent.click(within(mainNav()).getByRole("link", { name: "About Us" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByTestId("nav-overlay")).not.toBeInTheDocument();
  });

  it("closes when the overlay is clicked or Escape is pressed", async () => {
    renderWithProviders(<NavBar />);
    const toggle = screen.getByRole("button", { name: "Menu" });

    await userEvent.click(toggle);
    await userEvent.click(screen.getByTestId("nav-overlay"));
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(toggle);
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("moves focus into the menu and gives it back to the hamburger on Escape", async () => {
    renderWithProviders(<NavBar />);
    const toggle = screen.getByRole("button", { name: "Menu" });

    await userEvent.click(toggle);
    expect(within(mainNav()).getByRole("link", { name: "Home" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveFocus();
  });

  it("gives focus back to the hamburger when a link is chosen", async () => {
    renderWithProviders(<NavBar />, { route: "/about", path: "/about" });
    const toggle = screen.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);

    await userEvent.click(within(mainNav()).getByRole("link", { name: "About Us" }));
    expect(toggle).toHaveFocus();
  });

  it("closes when focus leaves the bar", async () => {
    renderWithProviders(
      <>
        <NavBar />
        <button type="button">Elsewhere</button>
      </>,
    );
    const toggle = screen.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);

    screen.getByRole("button", { name: "Elsewhere" }).focus();
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"));
  });
});

