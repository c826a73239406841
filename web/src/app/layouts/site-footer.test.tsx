import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../testing/render";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  it("links Home, About, What is Dyslexia?, Evidence, Start a Screening and Contact", () => {
    renderWithProviders(<SiteFooter />);
    const links = within(screen.getByRole("navigation", { name: "Footer" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["What is Dyslexia?", "/dyslexia"],
      ["Evidence", "/evidence"],
      ["Start a Screening", "/register"],
      ["Contact", "/contact-us"],
    ]);
  });

  it("shows the support address and links the terms and privacy pages", () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByRole("link", { name: "support@readbright.app" })).toHaveAttribute("href", "mailto:support@readbright.app");
    expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });
});
