// The long public pages in Spanish: the reader gets Spanish throughout, with the same links and the same
// promises (retention periods, ages, addresses) as in English.
import { i18n } from "@lingui/core";
import { act, screen, within } from "@testing-library/react";
import { RETENTION } from "@readbright/domain/retention";
import { describe, expect, it } from "vitest";
import englishAbout from "../../../locales/en/marketing-about.po?raw";
import englishLegal from "../../../locales/en/marketing-legal.po?raw";
import { renderWithProviders } from "../../../testing/render";
import { AboutPage } from "./about";
import { DyslexiaPage } from "./dyslexia";
import { PrivacyPage } from "./privacy";
import { TermsPage } from "./terms";

/** The English of a catalog (.po text) as runs of three words or more between its placeholders and tags. */
function englishRuns(po: string): string[] {
  return [...po.matchAll(/^msgid "(.+)"$/gm)]
    .flatMap((match) => (JSON.parse(`"${match[1]}"`) as string).split(/\{[^}]*\}|<\/?\d+>/))
    .map((run) => run.trim())
    .filter((run) => run.split(/\s+/).length >= 3);
}

function expectNoEnglish(po: string) {
  const shown = document.body.textContent ?? "";
  for (const run of englishRuns(po)) expect(shown).not.toContain(run);
}

function renderInSpanish(page: React.ReactNode) {
  act(() => i18n.activate("es"));
  renderWithProviders(page);
}

describe("the About and What is Dyslexia? pages in Spanish", () => {
  it("shows About in Spanish, with its links to the Spanish pages", () => {
    renderInSpanish(<AboutPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Acerca de ReadBright" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Integración en el trabajo" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver la evidencia" })).toHaveAttribute("href", "/es/evidence");
    expect(screen.getByRole("link", { name: "Aprenda sobre la dislexia" })).toHaveAttribute("href", "/es/dyslexia");
    expectNoEnglish(englishAbout);
  });

  it("shows What is Dyslexia? in Spanish, its figures and its outside links", () => {
    renderInSpanish(<DyslexiaPage />);
    expect(screen.getByRole("heading", { level: 1, name: "¿Qué es la dislexia?" })).toBeInTheDocument();
    for (const figure of ["1 de cada 5", "1 de cada 20", "80 %"]) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Mito: Los niños lo superan con la edad." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Understood.org (se abre en una pestaña nueva)" })).toHaveAttribute("href", "https://www.understood.org/");
    expectNoEnglish(englishAbout);
  });
});

describe("the Terms and the Privacy Policy in Spanish", () => {
  it("give the terms in Spanish, with the same age, address and links", () => {
    renderInSpanish(<TermsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Términos y condiciones" })).toBeInTheDocument();
    expect(screen.getByText("Última actualización: 22 de noviembre de 2026")).toBeInTheDocument();
    expect(screen.getByText(/^Debe tener 16 años o más para crear una cuenta\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/es/privacy");
    expect(screen.getByRole("link", { name: "support@readbright.app" })).toHaveAttribute("href", "mailto:support@readbright.app");
    expectNoEnglish(englishLegal);
  });

  it("give the privacy policy in Spanish, with the periods the deletions keep", () => {
    renderInSpanish(<PrivacyPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeInTheDocument();
    expect(screen.getByText(/^Última actualización: 28 de noviembre de 2026 \(versión /)).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Grabaciones de voz" })).toBeInTheDocument();
    expect(
      screen.getByRole("cell", { name: `${RETENTION.recordingDays} días después de grabarse; luego se eliminan automáticamente. Las puntuaciones se conservan.` }),
    ).toBeInTheDocument();
    const choices = screen.getByRole("region", { name: "Sus opciones" });
    expect(within(choices).getByRole("link", { name: "support@readbright.app" })).toHaveAttribute("href", "mailto:support@readbright.app");
    expectNoEnglish(englishLegal);
  });
});
