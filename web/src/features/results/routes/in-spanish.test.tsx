// The results view, its review panel and the Review page in Spanish: the reader's language, with nothing
// left of the results catalog's English.
import { act, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SpokenItem } from "@readbright/domain/api/reviews";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { apiClient } from "../../../lib/api-client";
import { signedInAuth } from "../../../testing/auth";
import { fakeResult } from "../../../testing/factories";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { fakeResultDetail } from "../../../testing/result-factories";
import { paths } from "../../../config/paths";
import { messages as english } from "../../../locales/en/results.po";
import { messages as spanish } from "../../../locales/es/results.po";
import { englishLeft } from "../../../testing/english-left";
import { ResultPage } from "./result";
import { ReviewPage } from "./review";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);

const spoken = (question_id: number, overrides: Partial<SpokenItem>): SpokenItem => ({
  question_id, title: `Say "cat" without the first sound.`, question_subtype: "sound_deletion", expected: ["at", "hat"], answered: true,
  is_correct: null, needs_review: true, hearing: null, transcript: null, confidence: null, marked_by: null, note: null, blind_check: false,
  ...overrides,
});

const ITEMS: SpokenItem[] = [
  spoken(1, { title: "One" }),
  spoken(2, { title: "Two", blind_check: true }),
  spoken(3, { title: "Three", is_correct: true, needs_review: false, marked_by: "person" }),
  spoken(4, { title: "Four", is_correct: false, needs_review: false, marked_by: "speech", hearing: "phrase", transcript: "cat", confidence: 0.92 }),
  spoken(5, { title: "Five", hearing: "other", transcript: "garden" }),
  spoken(6, { title: "Six", hearing: "no_voice" }),
  spoken(7, { title: "Seven", answered: false }),
];

const waiting = (id: string, name: string): ResultListItem =>
  fakeResult({ id, participant: { id: `p-${id}`, name, grade: "4", section: "B" }, pending_reviews: 1 });

beforeEach(() => act(() => i18n.activate("es")));
afterEach(() => get.mockReset());

describe("the results view in Spanish", () => {
  it("says everything of its own in Spanish, the review panel's marks and what was heard too", async () => {
    get.mockImplementation(async (path: string) => {
      if (path === "/profile/") return fakeProfile({ user_type: "parent", user_subtype: "parent" }) as never;
      if (path === "/get-assessment-result-by-id/r1/") return fakeResultDetail({ risk_level: "low" }) as never;
      if (path === "/assessment-results/r1/reviews/") return { result_id: "r1", items: ITEMS } as never;
      if (path === "/assessment-results/") return { items: [waiting("r1", "Mia Stone"), waiting("r2", "Ben Cole")], next_cursor: null, total: 2 } as never;
      throw new Error(`unexpected GET ${path}`);
    });
    renderWithProviders(
      <FreshCache>
        <ResultPage />
      </FreshCache>,
      { route: "/dashboard/results/r1?review=1", path: paths.result.path, auth: signedInAuth() },
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Resultado de la prueba" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Volver" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Imprimir o guardar como PDF" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Siguiente por revisar" })).toHaveAttribute("href", "/dashboard/results/r2?review=1");
    expect(screen.getByText("Resultado de la prueba de detección de dislexia de Mia Stone")).toBeInTheDocument();
    expect(screen.getByText(/· Idioma de la prueba: English$/)).toBeInTheDocument();

    const panel = await screen.findByRole("region", { name: "Respuestas habladas" });
    const item = (name: string) => within(panel).getByRole("listitem", { name });
    expect(item("One")).toHaveTextContent("Respuesta esperada: at o hat");
    expect(within(item("One")).getByText("En espera de revisión")).toBeInTheDocument();
    expect(within(item("One")).getByRole("button", { name: "Escuchar grabación" })).toBeInTheDocument();
    expect(within(item("One")).getByRole("button", { name: "Correcta" })).toBeInTheDocument();
    expect(within(item("One")).getByRole("textbox", { name: "Nota (se guarda con la calificación)" })).toBeInTheDocument();
    expect(item("Two")).toHaveTextContent("Verificación a ciegas: la máquina ya calificó esta respuesta.");
    expect(within(item("Three")).getByText("Calificada como correcta por una persona")).toBeInTheDocument();
    expect(within(item("Four")).getByText("Calificada como incorrecta por el reconocimiento de voz")).toBeInTheDocument();
    expect(within(item("Four")).getByText(/^El reconocimiento de voz oyó \u201ccat\u201d · con un 92\s% de seguridad$/)).toBeInTheDocument();
    expect(within(item("Five")).getByText("El reconocimiento de voz oyó \u201cgarden\u201d: no es una de las respuestas esperadas")).toBeInTheDocument();
    expect(within(item("Six")).getByText("El reconocimiento de voz no oyó ninguna voz en esta grabación")).toBeInTheDocument();
    expect(within(item("Seven")).getByText("Aún sin responder")).toBeInTheDocument();

    expect(englishLeft(english, spanish)).toEqual([]);
    // The section chart's bars load on their own (lazy): once they are in, nothing of this page wakes later in another test.
    await waitFor(() => expect(document.querySelector(".section-scores__placeholder")).toBeNull());
  });
});

describe("the Review page in Spanish", () => {
  function renderReview(items: ResultListItem[]) {
    get.mockImplementation(async (path: string) => {
      if (path === "/profile/") return fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" }) as never;
      if (path === "/assessment-results/") return { items, next_cursor: null, total: items.length } as never;
      throw new Error(`unexpected GET ${path}`);
    });
    renderWithProviders(
      <FreshCache>
        <ReviewPage />
      </FreshCache>,
      { route: paths.review.href(), path: paths.review.path, auth: signedInAuth() },
    );
  }

  it("names the page, the table, its columns and each row's link in Spanish", async () => {
    renderReview([waiting("a", "Ada Lane")]);
    expect(screen.getByRole("heading", { level: 1, name: "Revisión" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Pruebas por revisar" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Nombre", "Fecha", "Prueba", "En espera", "Revisar"]);
    expect(await within(table).findByRole("link", { name: "Revisar las respuestas de Ada Lane" })).toHaveTextContent("Revisar");
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("says in Spanish when there is nothing to review", async () => {
    renderReview([]);
    expect(await screen.findByRole("region", { name: "Nada por revisar" })).toHaveTextContent("Todas las respuestas habladas están calificadas.");
    expect(englishLeft(english, spanish)).toEqual([]);
  });

  it("(the check itself) finds the English of the same page in English", async () => {
    act(() => i18n.activate("en"));
    renderReview([]);
    expect(await screen.findByRole("region", { name: "Nothing to review" })).toBeInTheDocument();
    expect(englishLeft(english, spanish)).toEqual(expect.arrayContaining(["Every spoken answer has been marked."]));
  });
});
