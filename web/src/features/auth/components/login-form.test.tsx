import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render";
import { logInWithEmail } from "../api/log-in";
import { LoginPage } from "../routes/login";

vi.mock("../api/log-in", () => ({ logInWithEmail: vi.fn() }));
const logIn = vi.mocked(logInWithEmail);

afterEach(() => logIn.mockReset());

function renderLogin(route = "/login") {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { route, path: "/login" });
  return {
    user,
    email: screen.getByLabelText("Email"),
    password: screen.getByLabelText("Password"),
    submit: screen.getByRole("button", { name: "Log In" }),
  };
}

describe("Login page", () => {
  it("asks for email and password and links to forgot-password and register", () => {
    renderLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Log In" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
  });

  it("keeps Log In disabled until the email is valid and a password is typed", async () => {
    const { user, email, password, submit } = renderLogin();
    expect(submit).toBeDisabled();

    await user.type(email, "ada@example.com");
    expect(submit).toBeDisabled();
    await user.type(password, "x");
    expect(submit).toBeEnabled();

    await user.clear(email);
    await user.type(email, "ada@example");
    expect(submit).toBeDisabled();
  });

  it("says what is missing or wrong once a field has been visited", async () => {
    const { user, email, password } = renderLogin();
    await user.click(email);
    await user.click(password);
    await user.tab();
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();

    await user.type(email, "ada@example");
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
  });

  it("only requires the login password, whatever its strength", async () => {
    const { user, email, password, submit } = renderLogin();
    await user.type(email, "ada@example.com");
    await user.type(password, "old");
    await user.tab();
    expect(submit).toBeEnabled();
    expect(screen.queryByText("Password must be at least 8 characters")).not.toBeInTheDocument();
  });

  it("signs in, welcomes the user back and goes to the dashboard with the query kept", async () => {
    logIn.mockResolvedValue();
    const { user, email, password, submit } = renderLogin("/login?x=1");
    await user.type(email, " ada@example.com ");
    await user.type(password, "secret12!");

    await user.click(submit);

    expect(logIn).toHaveBeenCalledWith({ email: "ada@example.com", password: "secret12!" });
    expect(await screen.findByText("Now at /dashboard?x=1")).toBeInTheDocument();
    const toast = screen.getByRole("status");
    expect(toast).toHaveTextContent("Login successful");
    expect(toast).toHaveTextContent("Welcome back!");
  });

  it.each([
    ["auth/wrong-password", "Incorrect password. Please try again."],
    ["auth/user-not-found", "No account found with this email address."],
    ["auth/too-many-requests", "Too many failed login attempts. Please try again later."],
  ])("reports %s with the mapped message and the form text", async (code, message) => {
    logIn.mockRejectedValue({ code });
    const { user, email, password, submit } = renderLogin();
    await user.type(email, "ada@example.com");
    await user.type(password, "wrong");

    await user.click(submit);

    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed. Please check your credentials and try again.");
    const toast = screen.getByRole("status");
    expect(toast).toHaveTextContent("Login failed");
    expect(toast).toHaveTextContent(message);
    expect(screen.getByRole("heading", { name: "Log In" })).toBeInTheDocument();
  });
});
