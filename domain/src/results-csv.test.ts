import { describe, expect, it } from "vitest";
import type { SectionScoresResponse } from "./api/assessment-results";
import { resultsExportQuerySchema } from "./api/results-export";
import { RESULTS_CSV_COLUMNS, resultsCsv, resultsCsvColumns, resultsExportFileName } from "./results-csv";
import type { ResultsCsvRow } from "./results-csv";
import type { ValidityFlag } from "./validity";

const score = (correct: number, total: number, pending = 0) => ({ correct, total, pending, accuracy: total ? correct / total : null, band: null });
const SCORES: SectionScoresResponse = { memory: score(7, 10), phonological_awareness: score(3, 4, 2), spatial_awareness: score(0, 0) };

function row(overrides: Partial<ResultsCsvRow> = {}): ResultsCsvRow {
  return {
    student_code: "K7M-Q2X-9PT",
    participant: { id: "p1", name: "Mia Stone", grade: "3", section: "B" },
    status: "completed",
    created_at: "2026-03-01T08:00:00.000Z",
    started_at: "2026-03-02T08:00:00.000Z",
    completed_at: "2026-03-03T09:30:00.000Z",
    section_scores: SCORES,
    risk_level: "medium",
    pending_reviews: 2,
    language: "en",
    ...overrides,
  };
}

/** The file's lines after the byte order mark, each split on commas (the cells below hold none). */
const lines = (csv: string) => csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");

describe("resultsCsv", () => {
  it("starts with a byte order mark and the columns the issue names, each section's score in two", () => {
    const csv = resultsCsv([]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(lines(csv)).toEqual([
      "Student ID,Name,Grade,Section,Date,Status,Memory (% right),Memory (right of marked),Phonological Awareness (% right),Phonological Awareness (right of marked),Spatial Awareness (% right),Spatial Awareness (right of marked),Risk level,Pending reviews,Checks,Test language",
    ]);
    expect(RESULTS_CSV_COLUMNS).toHaveLength(16);
  });

  it("writes a completed test with its completed day, scores, risk and pending reviews", () => {
    expect(lines(resultsCsv([row()]))[1]).toBe("K7M-Q2X-9PT,Mia Stone,3,B,2026-03-03,Completed,70,7 of 10,75,3 of 4,,0 of 0,Medium,2,,English");
  });

  it("names each validity flag of a completed test in its Checks column", () => {
    const flags: ValidityFlag[] = [
      { code: "too_fast", section: null, figures: { median_ms: 300, answers: 20, floor_ms: 450 } },
      { code: "at_chance", section: "memory", figures: { correct: 3, marked: 10, expected: 2.5, p_value: 0.47 } },
    ];
    expect(lines(resultsCsv([row({ validity_flags: flags })]))[1]).toMatch(/,Medium,2,Too fast; At chance \(Memory\),English$/);
    expect(lines(resultsCsv([row({ validity_flags: [] }), row({ validity_flags: null })])).slice(1).every((line) => line.endsWith(",Medium,2,,English"))).toBe(true);
  });

  it("leaves the scores and risk empty for a test not finished, dated by its start, else its creation", () => {
    const started = row({ status: "in_progress", completed_at: null, section_scores: null, risk_level: null, pending_reviews: 1 });
    const waiting = row({ status: "not_started", started_at: null, completed_at: null, section_scores: null, risk_level: null, pending_reviews: 0, student_code: null });
    const [, first, second] = lines(resultsCsv([started, waiting]));
    expect(first).toBe("K7M-Q2X-9PT,Mia Stone,3,B,2026-03-02,In progress,,,,,,,,1,,English");
    expect(second).toBe(",Mia Stone,3,B,2026-03-01,Not started,,,,,,,,0,,English");
  });

  it("keeps a name, grade or section typed as a formula as text", () => {
    const csv = resultsCsv([row({ participant: { id: "p1", name: '=HYPERLINK("http://x","y")', grade: "+3", section: "@B" } })]);
    expect(lines(csv)[1]).toContain(`"'=HYPERLINK(""http://x"",""y"")",'+3,'@B,`);
  });

  it("orders by grade and section as numbers, then name, then each student's newest test first", () => {
    const at = (day: string) => ({ created_at: `${day}T08:00:00.000Z`, started_at: null, completed_at: null });
    const rows = [
      row({ participant: { id: "a", name: "Zoe", grade: "10", section: "A" }, ...at("2026-01-01") }),
      row({ participant: { id: "b", name: "Ann", grade: "2", section: "B" }, ...at("2026-01-01") }),
      row({ participant: { id: "c", name: "Ben", grade: "2", section: "A" }, ...at("2026-01-01") }),
      row({ participant: { id: "c", name: "Ben", grade: "2", section: "A" }, ...at("2026-05-01") }),
    ];
    const order = lines(resultsCsv(rows))
      .slice(1)
      .map((line) => line.split(",").slice(1, 5).join(" "));
    expect(order).toEqual(["Ben 2 A 2026-05-01", "Ben 2 A 2026-01-01", "Ann 2 B 2026-01-01", "Zoe 10 A 2026-01-01"]);
  });
});

describe("resultsCsv in Spanish", () => {
  it("heads its columns in Spanish, each section's score in two, and keeps the English file as it was", () => {
    expect(lines(resultsCsv([], "es"))).toEqual([
      "ID de estudiante,Nombre,Grado,Grupo,Fecha,Estado,Memoria (% correctas),Memoria (correctas de calificadas),Conciencia fonológica (% correctas),Conciencia fonológica (correctas de calificadas),Conciencia espacial (% correctas),Conciencia espacial (correctas de calificadas),Nivel de riesgo,Revisiones pendientes,Controles,Idioma de la prueba",
    ]);
    expect(resultsCsvColumns("es")).toHaveLength(RESULTS_CSV_COLUMNS.length);
    expect(resultsCsv([row()])).toBe(resultsCsv([row()], "en"));
    expect(resultsCsvColumns()).toEqual(RESULTS_CSV_COLUMNS);
  });

  it("writes the status, the counts, the risk and the checks in Spanish; names, days and numbers as they are", () => {
    const flags: ValidityFlag[] = [
      { code: "too_fast", section: null, figures: {} },
      { code: "at_chance", section: "phonological_awareness", figures: {} },
    ];
    expect(lines(resultsCsv([row({ validity_flags: flags })], "es"))[1]).toBe(
      "K7M-Q2X-9PT,Mia Stone,3,B,2026-03-03,Completada,70,7 de 10,75,3 de 4,,0 de 0,Medio,2,Demasiado rápido; Al azar (Conciencia fonológica),English",
    );
    const started = row({ status: "in_progress", completed_at: null, section_scores: null, risk_level: null, pending_reviews: 1 });
    expect(lines(resultsCsv([started], "es"))[1]).toBe("K7M-Q2X-9PT,Mia Stone,3,B,2026-03-02,En curso,,,,,,,,1,,English");
    expect(lines(resultsCsv([row({ status: "abandoned", risk_level: "high" })], "es"))[1]).toMatch(/,Abandonada,.*,Alto,2,,English$/);
    // The test's language, named in itself, whatever the file's.
    expect(lines(resultsCsv([row({ language: "es" })], "en"))[1]).toMatch(/,Medium,2,,Español$/);
  });
});

describe("resultsExportFileName", () => {
  it("names the scope the file holds", () => {
    expect(resultsExportFileName({})).toBe("results_all.csv");
    expect(resultsExportFileName({ grade: "3", section: "B" })).toBe("results_grade-3_section-b.csv");
    expect(resultsExportFileName({ grade: "", section: "", risk: "high" })).toBe("results_risk-high.csv");
    expect(resultsExportFileName({ grade: "Year 7 / Blue" })).toBe("results_grade-year-7-blue.csv");
  });
});

describe("resultsExportQuerySchema", () => {
  const check = (query: unknown) => resultsExportQuerySchema.validate(query, { stripUnknown: true });

  it("takes blank filters as none and trims the others", async () => {
    await expect(check({ grade: " 3 ", section: "", risk: "" })).resolves.toEqual({ grade: "3" });
    await expect(check({ risk: "high" })).resolves.toEqual({ risk: "high" });
  });

  it("refuses an unknown risk, a repeated filter and an overlong one", async () => {
    await expect(check({ risk: "severe" })).rejects.toThrow("risk must be one of low, medium, high");
    await expect(check({ grade: ["3", "4"] })).rejects.toThrow("grade and section must be text");
    await expect(check({ section: "x".repeat(101) })).rejects.toThrow("grade and section must be text");
  });
});
