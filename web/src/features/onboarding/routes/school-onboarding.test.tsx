import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { clickWhenEnabled, fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { SchoolOnboardingPage } from "./school-onboarding";
import { mockedApiCalls } from "../../../testing/mock-api-client";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get, post } = mockedApiCalls();


function renderPage() {
  const user = renderSignedInPage(<SchoolOnboardingPage />, "/school-onboarding");
  return { user };
}

async function goToForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Continue" }));
  return screen.getByRole("form", { name: "School registration" });
}

describe("School onboarding: introduction", () => {
  it("has About, Pricing and Contact us tabs that follow the ARIA tabs pattern", async () => {
    const { user } = renderPage();
    const tablist = screen.getByRole("tablist", { name: "About ReadBright for schools" });
    const tabs = within(tablist).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["About", "Pricing", "Contact us"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "About" })).toHaveTextContent("Memory, Phonological Awareness and Spatial Awareness");

    await user.click(tabs[0]!);
    await user.keyboard("{ArrowRight}");
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    expect(tabs[0]).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: "Pricing" })).toBeVisible();
    expect(screen.queryByRole("tabpanel", { name: "About" })).not.toBeInTheDocument();

    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(tabs[0]).toHaveAttribute("aria-selected", "true"); // wraps around
    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel", { name: "Contact us" })).toBeVisible();
  });

  it("lists the three plans with their prices, student ranges and features", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("tab", { name: "Pricing" }));
    const panel = screen.getByRole("tabpanel", { name: "Pricing" });

    expect(within(panel).getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["Starter", "Standard", "Unlimited"]);
    for (const [plan, price, students] of [
      ["Starter", "$300", "0-200 students"],
      ["Standard", "$500", "201-600 students"],
      ["Unlimited", "$1,000", "600+ students"],
    ] as const) {
      const card = within(panel).getByRole("heading", { name: plan }).closest("li")!;
      expect(card).toHaveTextContent(price);
      expect(within(card).getByRole("list", { name: `${plan} plan includes` }).textContent).toBe(
        `Account creationGroup testsTesting for ${students}Full test breakdownProgress dashboardGroup analytics`,
      );
    }
  });

  it("holds the contact form itself in the Contact us tab, with the spec's fields and messages", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("tab", { name: "Contact us" }));
    const panel = screen.getByRole("tabpanel", { name: "Contact us" });
    expect(within(panel).getByRole("heading", { name: "Send us a Message" })).toBeInTheDocument();
    const form = within(panel).getByRole("form", { name: "Send us a Message" });
    expect(within(panel).queryByRole("link", { name: /contact/i })).not.toBeInTheDocument();

    for (const label of ["Name", "Email", "I am a", "Reason for contact", "Message"]) expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "Send message" })).toBeDisabled();

    await user.click(within(form).getByLabelText("Name"));
    for (let field = 0; field < 5; field += 1) await user.tab();
    for (const message of ["Name is required", "Email is required", "Please select your role", "Please select a reason for contact", "Message is required"]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    await user.type(within(form).getByLabelText("Email"), "head@greenfield");
    await user.tab();
    expect(await within(form).findByText("Invalid email address")).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText("I am a"), "Other");
    const roleOther = within(form).getByLabelText("Please specify your role");
    await user.click(roleOther);
    await user.tab();
    await waitFor(() => expect(roleOther).toHaveAccessibleDescription("Please specify your role"));
  });

  it("sends the Contact us tab's message to POST /api/feedback/ and stays on the introduction", async () => {
    post.mockResolvedValue({ id: "m1" });
    const { user } = renderPage();
    await user.click(screen.getByRole("tab", { name: "Contact us" }));
    const form = screen.getByRole("form", { name: "Send us a Message" });

    await user.type(within(form).getByLabelText("Name"), "Sarah Bennett");
    await user.type(within(form).getByLabelText("Email"), "head@greenfield.example");
    await user.selectOptions(within(form).getByLabelText("I am a"), "Teacher");
    await user.selectOptions(within(form).getByLabelText("Reason for contact"), "Request a demo");
    await user.type(within(form).getByLabelText("Message"), "Could we see a demo before we choose a plan?");
    await clickWhenEnabled(user, within(form).getByRole("button", { name: "Send message" }));

    expect(post).toHaveBeenCalledWith("/feedback/", {
      name: "Sarah Bennett",
      email: "head@greenfield.example",
      role: "teacher",
      reason: "request-demo",
      message: "Could we see a demo before we choose a plan?",
    });
    expect(await within(screen.getByRole("status")).findByText("Message sent successfully")).toBeInTheDocument();
    expect(screen.getByRole("tabpanel", { name: "Contact us" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Continue" })).toBeInTheDocument();
  });

  it("continues to the registration form, moving focus to its heading", async () => {
    const { user } = renderPage();
    await goToForm(user);
    expect(screen.getByRole("heading", { level: 1, name: "Register your school" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("tablist")).toBeInTheDocument();
  });
});

describe("School onboarding: registration form", () => {
  it("requires name, address, city and country, with the website optional", async () => {
    const { user } = renderPage();
    const form = await goToForm(user);
    const submit = within(form).getByRole("button", { name: "Register School" });
    expect(submit).toBeDisabled();

    await user.click(screen.getByLabelText("School Name"));
    for (let field = 0; field < 5; field += 1) await user.tab();

    for (const message of ["School Name is required", "Address is required", "City is required", "Country is required"]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Website (optional)")).not.toHaveAttribute("aria-invalid");
  });

  it("refuses a website that is not an http or https address", async () => {
    const { user } = renderPage();
    await goToForm(user);
    await user.type(screen.getByLabelText("Website (optional)"), "greenfield.example");
    await user.tab();
    expect(await screen.findByText("Website must be a valid address starting with http:// or https://")).toBeInTheDocument();
  });

  it("registers the school, reads the profile again and goes to the dashboard", async () => {
    const school = { id: "s1", name: "Greenfield", address: "12 Orchard Lane", city: "Bristol", country: "United Kingdom", website: null };
    post.mockResolvedValue(school);
    get.mockResolvedValue(fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" }));
    const { user } = renderPage();
    const form = await goToForm(user);

    await user.type(screen.getByLabelText("School Name"), "Greenfield ");
    await user.type(screen.getByLabelText("Address"), "12 Orchard Lane");
    await user.type(screen.getByLabelText("City"), "Bristol");
    await user.type(screen.getByRole("combobox", { name: "Country" }), "United Kingdom");
    await clickWhenEnabled(user, within(form).getByRole("button", { name: "Register School" }));

    expect(post).toHaveBeenCalledWith("/register-school/", {
      name: "Greenfield",
      address: "12 Orchard Lane",
      city: "Bristol",
      country: "United Kingdom",
      website: null,
    }, { requireSignIn: true });
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith("/profile/", { requireSignIn: true });
    expect(screen.getByRole("status")).toHaveTextContent("School registered");
  });

  it("shows the server's refusal", async () => {
    post.mockRejectedValue(new ApiError(409, "School already registered"));
    const { user } = renderPage();
    const form = await goToForm(user);
    await user.type(screen.getByLabelText("School Name"), "Greenfield");
    await user.type(screen.getByLabelText("Address"), "12 Orchard Lane");
    await user.type(screen.getByLabelText("City"), "Bristol");
    await user.type(screen.getByRole("combobox", { name: "Country" }), "norway");
    await user.type(screen.getByLabelText("Website (optional)"), "https://greenfield.example");
    await clickWhenEnabled(user, within(form).getByRole("button", { name: "Register School" }));

    expect(await within(form).findByRole("alert")).toHaveTextContent("School already registered");
    expect(post).toHaveBeenCalledWith("/register-school/", expect.objectContaining({ country: "Norway", website: "https://greenfield.example" }), { requireSignIn: true });
  });
});
