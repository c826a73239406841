import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render";
import { HomePage } from "./home";

describe("Home page", () => {
  it("offers the three calls to action", () => {
    renderWithProviders(<HomePage />);
    const hero = screen.getByRole("region", { name: "Spot the signs of dyslexia early" });
    expect(within(hero).getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/register");
    expect(within(hero).getByRole("link", { name: "Learn about dyslexia" })).toHaveAttribute("href", "/dyslexia");
    expect(within(hero).getByRole("link", { name: "Request a demo" })).toHaveAttribute("href", "/contact-us?reason=request-demo");
  });

  it("shows a three-slide carousel, the feature cards, four testimonials and the diagnosis claim", async () => {
    renderWithProviders(<HomePage />);
    // The carousel and the lower sections load after the page's first paint.
    await screen.findByRole("region", { name: "Why ReadBright" });
    await screen.findByRole("region", { name: "How ReadBright works" });
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Slide 3: For families, schools and professionals" })).toBeInTheDocument();
    const features = screen.getByRole("region", { name: "Why ReadBright" });
    for (const name of ["AI-assisted accuracy", "Family-friendly", "Early detection"]) {
      expect(within(features).getByRole("heading", { name })).toBeInTheDocument();
    }
    const testimonials = screen.getByRole("region", { name: "What families and teachers say" });
    expect(within(testimonials).getAllByRole("figure")).toHaveLength(4);
    expect(screen.getByRole("heading", { name: "Only 1 in 20 dyslexic people are diagnosed" })).toBeInTheDocument();
  });

  it("never calls a screening a diagnosis", async () => {
    renderWithProviders(<HomePage />);
    await screen.findByRole("region", { name: "Why ReadBright" });
    expect(document.body).toHaveTextContent("A screening is not a diagnosis");
  });
});
