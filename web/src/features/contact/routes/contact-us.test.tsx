import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render";
import { ContactUsPage } from "./contact-us";

// The form's own behaviour is tested with the shared component (components/contact-form).
vi.mock("../../../components/contact-form/send-contact-message", () => ({ sendContactMessage: vi.fn() }));

function renderPage(route = "/contact-us") {
  renderWithProviders(<ContactUsPage />, { route, path: "/contact-us" });
}

describe("Contact page", () => {
  it("shows the 'Send us a Message' form and both contact addresses", () => {
    renderPage();
    expect(screen.getByRole("heading", { name: "Send us a Message" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Send us a Message" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "support@readbright.app" })).toHaveAttribute("href", "mailto:support@readbright.app");
    expect(screen.getByRole("link", { name: "partnerships@readbright.app" })).toHaveAttribute("href", "mailto:partnerships@readbright.app");
  });

  it("chooses 'Request a demo' when the address asks for it", () => {
    renderPage("/contact-us?reason=request-demo");
    expect(screen.getByLabelText("Reason for contact")).toHaveValue("request-demo");
  });

  it("ignores an unknown reason in the address", () => {
    renderPage("/contact-us?reason=spam");
    expect(screen.getByLabelText("Reason for contact")).toHaveValue("");
  });
});
