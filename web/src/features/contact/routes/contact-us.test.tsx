import { i18n } from "@lingui/core";
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import englishContact from "../../../locales/en/contact.po?raw";
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

  it("is in Spanish for a Spanish reader, with the same addresses", () => {
    act(() => i18n.activate("es"));
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Contacto" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Escuelas y alianzas" })).toBeInTheDocument();
    expect(screen.getByText("Ayuda con su cuenta, una prueba de detección o sus resultados.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "partnerships@readbright.app" })).toHaveAttribute("href", "mailto:partnerships@readbright.app");
    // No English sentence of the page's own catalog is left (the shared contact form has the shell's).
    const shown = document.body.textContent ?? "";
    for (const [, id] of englishContact.matchAll(/^msgid "(.+)"$/gm)) expect(shown).not.toContain(JSON.parse(`"${id}"`));
  });
});
