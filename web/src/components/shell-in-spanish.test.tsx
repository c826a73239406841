// The shared pieces read in Spanish when Spanish is in force: the result report (risk, validity checks, next
// steps), a form's messages from the domain's rules, the dashboard's page frame and a table; and no English
// sentence of the shell's catalog is left on screen.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { Form, Formik } from "formik";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { profileInfoSchema } from "@readbright/domain/profile-schemas";
import { VALIDATION } from "@readbright/domain/messages";
import { loadDomainWords } from "../lib/i18n/catalogs";
import { DataTable } from "./data-table";
import { FormStatus } from "./form/form-status";
import { SubmitButton } from "./form/submit-button";
import { TextField } from "./form/text-field";
import { PageFrame } from "./page-frame";
import { ResultReport } from "./result-report/result-report";
import { ValidityBadge } from "./validity-badge";

/** The shell catalog's English sentences (three words or more, no placeholder): none may show in Spanish. */
function englishSentences(): string[] {
  const po = readFileSync(join(__dirname, "../locales/en/shell.po"), "utf8");
  return [...po.matchAll(/^msgid "(.+)"$/gm)]
    .map((match) => (match[1] as string).replace(/\\"/g, '"'))
    .filter((text) => !text.includes("{") && text.split(" ").length >= 3);
}

function expectNoEnglish() {
  const shown = document.body.textContent ?? "";
  const labels = [...document.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label")).join("\n");
  const left = englishSentences().filter((sentence) => shown.includes(sentence) || labels.includes(sentence));
  expect(left).toEqual([]);
}

const result: ResultResponse = {
  id: "r1",
  status: "completed",
  participant: { id: "p1", name: "Mia Stone", grade: null, section: null },
  participant_id: "p1",
  assessment: { id: "age-8-10-v1" },
  assessment_id: "age-8-10-v1",
  assessment_version: 1,
  language: "en",
  created_at: "2026-03-01T10:00:00.000Z",
  started_at: "2026-03-01T10:00:00.000Z",
  completed_at: "2026-03-01T10:20:00.000Z",
  answered_count: 20,
  question_count: 20,
  answers: [],
  questions: [],
  section_scores: {
    memory: { correct: 3, total: 10, pending: 0, accuracy: 0.3, band: "high" },
    phonological_awareness: { correct: 4, total: 8, pending: 2, accuracy: 0.5, band: "medium" },
    spatial_awareness: { correct: 6, total: 8, pending: 0, accuracy: 0.75, band: "low" },
  },
  risk_score: 0.8,
  risk_level: "high",
  risk_percent: 80,
  validity_flags: [{ code: "at_chance", section: "memory", figures: { correct: 3, marked: 10, expected: 3.3 } }],
};

beforeAll(() => loadDomainWords("es"));
afterEach(() => act(() => i18n.activate("en")));

describe("the shared pieces in Spanish", () => {
  it("report a result in Spanish: level, checks, next steps and the section table", () => {
    act(() => i18n.activate("es"));
    render(<ResultReport result={result} readerType="parent" />);
    expect(screen.getByRole("heading", { name: "Revise este resultado" })).toBeInTheDocument();
    expect(screen.getByText(/^Al azar \(Memoria\)/)).toBeInTheDocument();
    expect(screen.getByText(/en la sección Memoria, 3 de 10 respuestas fueron correctas/)).toBeInTheDocument();
    expect(screen.getByText("Riesgo alto")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Próximos pasos" })).toBeInTheDocument();
    expect(screen.getByText("Provisional: 2 respuestas habladas están en espera de revisión")).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Conciencia fonológica" })).toBeInTheDocument();
    expect(screen.getByText("4 de 8 correctas (50 %), 2 en espera de revisión")).toBeInTheDocument();
    expectNoEnglish();
  });

  it("say a form's rules, the page's title and a table's state in Spanish", async () => {
    act(() => i18n.activate("es"));
    render(
      <PageFrame title="Panel">
        <Formik initialValues={{ first_name: "" }} initialTouched={{ first_name: true }} initialErrors={{ first_name: VALIDATION.firstNameRequired }} validationSchema={profileInfoSchema.pick(["first_name"])} onSubmit={() => {}}>
          <Form>
            <TextField name="first_name" label="Nombre" />
            <FormStatus message={VALIDATION.emailInvalid} />
            <SubmitButton>Guardar</SubmitButton>
          </Form>
        </Formik>
        <DataTable label="Pruebas" columns={[{ key: "name", header: "Nombre", cell: (row: { name: string }) => row.name }]} rows={[]} rowKey={(row) => row.name} loading />
        <ValidityBadge result={{ status: "completed", validity_flags: result.validity_flags }} />
      </PageFrame>,
    );
    expect(await screen.findByText("El nombre es obligatorio")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Correo electrónico no válido");
    expect(screen.getByText("Falta:")).toBeInTheDocument();
    expect(screen.getByText("Las correcciones marcadas arriba")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Cargando..." })).toBeInTheDocument();
    expect(screen.getByText("Revisar: Al azar (Memoria)")).toBeInTheDocument();
    expect(document.title).toBe("Panel | ReadBright");
    expectNoEnglish();
  });
});
