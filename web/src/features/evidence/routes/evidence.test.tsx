import { i18n } from "@lingui/core";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EvidenceAssessment, EvidenceResponse } from "@readbright/domain/api/evidence";
import type { AccuracyBand } from "@readbright/domain/api/evidence-accuracy";
import type { AgreementBand } from "@readbright/domain/api/evidence-agreement";
import { ApiError, apiClient } from "../../../lib/api-client";
import { FreshCache } from "../../../testing/profile";
import englishEvidence from "../../../locales/en/evidence.po?raw";
import { renderWithProviders } from "../../../testing/render";
import { EVIDENCE_FAILED, EvidencePage } from "./evidence";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);
afterEach(() => get.mockReset());

const assessment = (overrides: Partial<EvidenceAssessment> = {}): EvidenceAssessment => ({
  assessment_id: "age-8-10-v1",
  band: "age-8-10",
  band_label: "Ages 8 to 10",
  version: 1,
  language: "en",
  completed: 412,
  flagged: 37,
  flags: [
    { code: "too_fast", count: 31 },
    { code: "at_chance", count: null },
  ],
  sections: [
    { section: "memory", items: 8, n: 375, mean: 5.43, sd: 1.62, kr20: 0.712, sem: 0.87 },
    { section: "spatial_awareness", items: 8, n: null, mean: null, sd: null, kr20: null, sem: null },
  ],
  items: [
    {
      question_id: 102,
      section: "memory",
      question_subtype: "picture_memory",
      spoken: false,
      n: 375,
      proportion_correct: 0.62,
      point_biserial: 0.41,
      option_shares: [0.62, 0.2, 0.18],
      median_response_ms: 2430,
      machine_marked_share: null,
      flagged_for_review: false,
    },
    {
      question_id: 103,
      section: "memory",
      question_subtype: "spot_memory",
      spoken: false,
      n: 375,
      proportion_correct: 0.97,
      point_biserial: 0.08,
      option_shares: null,
      median_response_ms: 1210,
      machine_marked_share: null,
      flagged_for_review: true,
    },
  ],
  ...overrides,
});

const interval = (low: number, high: number) => ({ low, high });
const proportion = (value: number, low: number, high: number, n: number) => ({ value, interval: interval(low, high), n });

const agreement: AgreementBand = {
  assessment_id: "age-8-10-v1",
  band: "age-8-10",
  n: 64,
  agreement: 0.906,
  agreement_interval: interval(0.81, 0.96),
  kappa: 0.78,
  machine_correct_n: 40,
  precision_of_correct: 0.95,
  precision_interval: interval(0.83, 0.99),
};

const accuracy: AccuracyBand = {
  assessment_id: "age-8-10-v1",
  band: "age-8-10",
  outcomes: 40,
  identified: 18,
  not_identified: 22,
  inconclusive: 3,
  high: { sensitivity: proportion(0.72, 0.49, 0.88, 18), specificity: proportion(0.86, 0.66, 0.95, 22), ppv: proportion(0.81, 0.57, 0.93, 16), npv: proportion(0.79, 0.6, 0.9, 24) },
  high_or_medium: { sensitivity: proportion(0.89, 0.67, 0.97, 18), specificity: proportion(0.64, 0.43, 0.8, 22), ppv: proportion(0.67, 0.47, 0.82, 24), npv: proportion(0.88, 0.64, 0.97, 16) },
  auc: 0.84,
  auc_interval: interval(0.71, 0.94),
};

function renderEvidence(answer: EvidenceResponse | Error) {
  get.mockImplementation(async (path: string) => {
    if (path !== "/evidence/") throw new Error(`unexpected ${path}`);
    if (answer instanceof Error) throw answer;
    return answer as never;
  });
  renderWithProviders(
    <FreshCache>
      <EvidencePage />
    </FreshCache>,
  );
}

const evidence = (overrides: Partial<EvidenceResponse> = {}): EvidenceResponse => ({
  computed_at: "2026-11-28T09:30:00.000Z",
  min_cell: 30,
  assessments: [assessment()],
  agreement: [agreement],
  accuracy: [accuracy],
  ...overrides,
});

describe("EvidencePage", () => {
  it("shows each section's reliability, with a dash where fewer than 30 results stand behind a figure", async () => {
    renderEvidence(evidence());
    const sections = await screen.findByRole("table", { name: "Sections, Ages 8 to 10, version 1, English test" });
    const memory = within(sections).getByRole("row", { name: /^Memory/ });
    expect(within(memory).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Memory", "8", "375", "5.4", "1.6", ".71", "0.9"]);
    const spatial = within(sections).getByRole("row", { name: /^Spatial Awareness/ });
    expect(within(spatial).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Spatial Awareness", "8", "–", "–", "–", "–", "–"]);
  });

  it("names questions by section and place, spreads option shares as the server sends them (largest first), and marks those for review", async () => {
    renderEvidence(evidence());
    const items = await screen.findByRole("table", { name: "Questions, Ages 8 to 10, version 1, English test" });
    const first = within(items).getByRole("row", { name: /Memory 1 \(picture memory\)/ });
    expect(within(first).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Memory 1 (picture memory)", "375", "62 %", ".41", "62 %, 20 %, 18 %", "2.4 s", "–", "No"]);
    expect(within(items).getByRole("row", { name: /Memory 2 \(spot memory\)/ })).toHaveTextContent("Review");
  });

  it("counts flagged results, hiding a count below 30", async () => {
    renderEvidence(evidence());
    expect(await screen.findByText("412 completed screenings, 37 of them flagged.", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("Too fast: 31")).toBeInTheDocument();
    expect(screen.getByText("At chance: fewer than 30")).toBeInTheDocument();
  });

  it("shows the machine's agreement with people and the screening accuracy with their intervals", async () => {
    renderEvidence(evidence());
    expect(await screen.findByText("91 % (81 to 96 %)")).toBeInTheDocument();
    expect(screen.getByText(".78")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Screening accuracy, Ages 8 to 10, version 1, English test" });
    const high = within(table).getByRole("row", { name: /^High\b(?! or)/ });
    expect(within(high).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["High", "72 % (49 to 88 %)", "86 % (66 to 95 %)", "81 % (57 to 93 %)", "79 % (60 to 90 %)"]);
    expect(screen.getByText(".84 (.71 to .94)")).toBeInTheDocument();
  });

  it("says how many blind checks and outcomes there are, and shows no figure, below 30", async () => {
    renderEvidence(
      evidence({
        agreement: [{ ...agreement, n: 12, agreement: null, agreement_interval: null, kappa: null, precision_of_correct: null, precision_interval: null }],
        accuracy: [{ ...accuracy, outcomes: 7, identified: 3, not_identified: 4, inconclusive: 1, high: null, high_or_medium: null, auc: null, auc_interval: null }],
      }),
    );
    expect(await screen.findByText(/12 blind checks have been marked by a person so far\. The figures appear once there are 30\./)).toBeInTheDocument();
    expect(screen.getByText(/7 diagnostic outcomes have been recorded so far\. 3 identified, 4 not identified, 1 inconclusive/)).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: /Screening accuracy/ })).not.toBeInTheDocument();
    expect(screen.queryByText("The person's mark was the machine's")).not.toBeInTheDocument();
  });

  it("shows each language's test under its own name, with its own figures", async () => {
    const spanish = assessment({ assessment_id: "age-8-10-es-v1", language: "es", completed: null, flagged: null });
    renderEvidence(evidence({ assessments: [assessment(), spanish] }));
    expect(await screen.findByRole("heading", { level: 2, name: "Ages 8 to 10, version 1, Spanish test" })).toBeInTheDocument();
    const region = screen.getByRole("region", { name: "Ages 8 to 10, version 1, Spanish test" });
    expect(region).toHaveTextContent("Fewer than 30 completed screenings so far: no figures yet.");
    // Too few results for any figure: no tables of dashes, and none of the English test's agreement or accuracy.
    expect(within(region).queryAllByRole("table")).toEqual([]);
    expect(screen.getByRole("region", { name: "Ages 8 to 10, version 1, English test" })).toHaveTextContent("412 completed screenings");
  });

  it("says what the figures mean and what is not yet known, whatever the server answers", async () => {
    renderEvidence(new ApiError(503, "unavailable"));
    expect(screen.getByRole("heading", { name: "How to read the figures" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What is not yet known" })).toBeInTheDocument();
    expect(await screen.findByText(i18n._(EVIDENCE_FAILED))).toBeInTheDocument();
    get.mockResolvedValue(evidence() as never);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Sections, Ages 8 to 10, version 1, English test" })).toBeInTheDocument();
  });
});

describe("EvidencePage in Spanish", () => {
  it("explains and shows the figures in Spanish, with Spanish numbers and the standard statistical terms", async () => {
    act(() => i18n.activate("es"));
    renderEvidence(evidence());
    expect(screen.getByRole("heading", { level: 1, name: "Evidencia" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Cómo leer las cifras" })).toBeInTheDocument();
    for (const term of ["EEM (error estándar de medición)", "Correlación biserial puntual", "Kappa de Cohen", "Sensibilidad y especificidad", "Valores predictivos", "Intervalos de confianza"]) {
      expect(screen.getByText(term, { selector: "dt" })).toBeInTheDocument();
    }
    expect(screen.getByText(/Las pruebas de detección suelen buscar ,80 o más\./)).toBeInTheDocument();

    const sections = await screen.findByRole("table", { name: "Secciones, De 8 a 10 años, versión 1, prueba en inglés" });
    expect(within(sections).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Sección",
      "Preguntas",
      "Resultados",
      "Puntuación media",
      "DE",
      "KR-20",
      "EEM",
    ]);
    const memory = within(sections).getAllByRole("row")[1] as HTMLElement;
    expect(within(memory).getAllByRole("cell").map((cell) => cell.textContent).slice(1)).toEqual(["8", "375", "5,4", "1,6", ",71", "0,9"]);
    const items = screen.getByRole("table", { name: "Preguntas, De 8 a 10 años, versión 1, prueba en inglés" });
    const first = within(items).getAllByRole("row")[1] as HTMLElement;
    expect(within(first).getAllByRole("cell").map((cell) => cell.textContent).slice(1)).toEqual(["375", "62 %", ",41", "62 %, 20 %, 18 %", "2,4 s", "–", "No"]);
    expect(within(items).getAllByRole("row")[2]).toHaveTextContent("Revisión");

    expect(screen.getByText("412 pruebas de detección completadas, 37 de ellas marcadas para comprobar.", { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/: menos de 30$/)).toBeInTheDocument();
    expect(screen.getByText("91 % (81 a 96 %)")).toBeInTheDocument();
    const accuracy = screen.getByRole("table", { name: "Precisión de la detección, De 8 a 10 años, versión 1, prueba en inglés" });
    const high = within(accuracy).getByRole("row", { name: /^Alto\b(?! o)/ });
    expect(within(high).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Alto", "72 % (49 a 88 %)", "86 % (66 a 95 %)", "81 % (57 a 93 %)", "79 % (60 a 90 %)"]);
    expect(screen.getByText(",84 (,71 a ,94)")).toBeInTheDocument();
    expect(screen.getByText(/^Calculado el 28 de noviembre de 2026/)).toBeInTheDocument();

    const shown = document.body.textContent ?? "";
    const runs = [...englishEvidence.matchAll(/^msgid "(.+)"$/gm)].flatMap(([, id]) => (JSON.parse(`"${id}"`) as string).split(/\{[^}]*\}|<\/?\d+>/));
    for (const run of runs.map((text) => text.trim()).filter((text) => text.split(/\s+/).length >= 3)) expect(shown).not.toContain(run);
  });

  it("counts outcomes and blind checks in Spanish, one or many, below the minimum", async () => {
    act(() => i18n.activate("es"));
    renderEvidence(
      evidence({
        agreement: [{ ...agreement, n: 1, agreement: null, agreement_interval: null, kappa: null, precision_of_correct: null, precision_interval: null }],
        accuracy: [{ ...accuracy, outcomes: 7, identified: 3, not_identified: 4, inconclusive: 1, high: null, high_or_medium: null, auc: null, auc_interval: null }],
      }),
    );
    expect(await screen.findByText(/^Hasta ahora, una persona ha calificado 1 comprobación a ciegas\. Las cifras aparecen cuando hay 30\.$/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Hasta ahora se han registrado 7 resultados diagnósticos\. 3 con dislexia identificada, 4 sin dislexia identificada, 1 no concluyente \(excluido\)\./),
    ).toBeInTheDocument();
  });
});
