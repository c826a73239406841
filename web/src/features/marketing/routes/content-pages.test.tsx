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
    // Each period is the number the daily run deletes by (tests/api/retention.test.ts runs it on either side of each).
    expect(screen.getByRole("cell", { name: new RegExp(`^${RETENTION.auditEventMonths} months after the action, then deleted automatically\\.`) })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: new RegExp(`^No more than ${RETENTION.bookkeepingDays} days\\. Each day's key is deleted once the day is over`) })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`deleted automatically ${RETENTION.recordingDays} days after they are recorded`))).toBeInTheDocument();
  });

  it("says what the browser reads directly, and under which rules, rather than that it reads nothing", () => {
    renderWithProviders(<PrivacyPage />);
    const security = screen.getByRole("region", { name: "Keeping it safe" });
    expect(security).toHaveTextContent("No browser can change the database");
    expect(security).toHaveTextContent("only what our server would show you anyway: database rules check who is asking on every read");
    expect(security).not.toHaveTextContent("Nobody can read the database directly");
  });

  it("names the email delivery provider's role, and lets people correct what they added", () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByText("Our email delivery provider.")).toBeInTheDocument();
    const choices = screen.getByRole("region", { name: "Your choices" });
    expect(within(choices).getByText(/Correct the details of a person you added .* with Edit details/)).toBeInTheDocument();
    expect(within(choices).getByText(/the consent each was added\s+under and any diagnostic outcome recorded for them, .* your messages to us,\s+and what you did in your school's or organisation's activity log/)).toBeInTheDocument();
  });

  it("says what is kept of a diagnostic outcome and of the counts behind the published figures", () => {
    renderWithProviders(<PrivacyPage />);
    const collected = screen.getByRole("region", { name: "What we collect" });
    expect(within(collected).getByText(/the outcome of the person's full diagnostic assessment/)).toBeInTheDocument();
    const uses = screen.getByRole("region", { name: "How we use information" });
    expect(within(uses).getByText(/each diagnostic outcome a\s+professional records is compared with the person's latest screening on or before its date/)).toBeInTheDocument();
    expect(within(uses).getByText(/Every figure rests on at\s+least 30 tests or outcomes and none names or points to a person/)).toBeInTheDocument();
    const kept = screen.getByRole("region", { name: "How long we keep it" });
    expect(within(kept).getByText(/Counts for our published accuracy figures/)).toBeInTheDocument();
    expect(within(kept).getByText(/People you screen, their results and any diagnostic outcome recorded for them/)).toBeInTheDocument();
  });

  it("sends people to Settings for a copy of their data and to delete their account", () => {
    renderWithProviders(<PrivacyPage />);
    const choices = screen.getByRole("region", { name: "Your choices" });
    expect(within(choices).getByText(/Download a copy of your information \(Settings, Download my data\)/)).toBeInTheDocument();
    expect(within(choices).getByText(/Delete your account and everything in it \(Settings, Delete account\)/)).toBeInTheDocument();
  });

  it("names the version of the Privacy notice that consent is stored with", () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByText(`Last updated 28 November 2026 (version ${PRIVACY_VERSION})`)).toBeInTheDocument();
    expect(screen.getByText(/we keep a record of who gave it, when, and which version of this notice/)).toBeInTheDocument();
  });
});
