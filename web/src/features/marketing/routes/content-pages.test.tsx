import { screen, within } from "@testing-library/react";
import { RETENTION } from "@readbright/domain/retention";
import { describe, expect, it } from "vitest";
import { PRIVACY_VERSION } from "@readbright/domain/privacy-notice";
import { renderWithProviders } from "../../../testing/render";
import { AboutPage } from "./about";
import { DyslexiaPage } from "./dyslexia";
import { PrivacyPage } from "./privacy";
import { TermsPage } from "./terms";

describe("About page", () => {
  it("covers the founder, the experts and the vision", () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole("heading", { level: 1, name: "About ReadBright" })).toBeInTheDocument();
    for (const name of ["Our founder", "Built with experts", "Where we are going", "Learning support", "Educator resources", "Workplace integration"]) {
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    }
  });
});

describe("What is Dyslexia? page", () => {
  it("gives the three statistics", () => {
    renderWithProviders(<DyslexiaPage />);
    expect(screen.getByRole("heading", { level: 1, name: "What is Dyslexia?" })).toBeInTheDocument();
    for (const figure of ["1 in 5", "1 in 20", "80%"]) expect(screen.getByText(figure)).toBeInTheDocument();
  });

  it("links four outside organisations in a new tab without handing them this page", () => {
    renderWithProviders(<DyslexiaPage />);
    const external = screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("https://"));
    expect(external).toHaveLength(4);
    for (const link of external) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });
});

describe("Terms and privacy pages", () => {
  it("say that a screening is not a diagnosis", () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "1. A screening, not a diagnosis" })).toBeInTheDocument();
  });

  it("state how long each kind of information is kept, recordings included", () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Voice recordings" })).toBeInTheDocument();
    // The table says what the retention run does, from the numbers it uses (domain/src/retention.ts).
    expect(screen.getByRole("cell", { name: `${RETENTION.recordingDays} days after they are recorded, then deleted automatically. The scores stay.` })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "support@readbright.app" })[0]).toHaveAttribute("href", "mailto:support@readbright.app");
    expect(screen.getByRole("cell", { name: `${RETENTION.contactMessageMonths} months after they are sent, then deleted automatically.` })).toBeInTheDocument();
  });

  it("sends people to Settings for a copy of their data and to delete their account", () => {
    renderWithProviders(<PrivacyPage />);
    const choices = screen.getByRole("region", { name: "Your choices" });
    expect(within(choices).getByText(/Download a copy of your information \(Settings, Download my data\)/)).toBeInTheDocument();
    expect(within(choices).getByText(/Delete your account and everything in it \(Settings, Delete account\)/)).toBeInTheDocument();
  });

  it("names the version of the Privacy notice that consent is stored with", () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByText(`Last updated 24 November 2026 (version ${PRIVACY_VERSION})`)).toBeInTheDocument();
    expect(screen.getByText(/we keep a record of who gave it, when, and which version of this notice/)).toBeInTheDocument();
  });
});
