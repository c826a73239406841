// GET /api/assessment-results/export/: a school's results as a CSV file, for the caller's scope only.
import { beforeAll, describe, expect, it } from "vitest";
import { api, apiJson } from "../fixtures/api";
import { answerAll, isRecording, resultFor } from "../fixtures/assessments";
import { added, CHILD, parent, schoolAdmin, teacher } from "../fixtures/participant-accounts";
import type { TestUser } from "../fixtures/users";

const HEADER =
  "Student ID,Name,Grade,Section,Date,Status,Memory (% right),Memory (right of marked),Phonological Awareness (% right),Phonological Awareness (right of marked),Spatial Awareness (% right),Spatial Awareness (right of marked),Risk level,Pending reviews,Checks,Test language";
const SPANISH_HEADER =
  "ID de estudiante,Nombre,Grado,Grupo,Fecha,Estado,Memoria (% correctas),Memoria (correctas de calificadas),Conciencia fonológica (% correctas),Conciencia fonológica (correctas de calificadas),Conciencia espacial (% correctas),Conciencia espacial (correctas de calificadas),Nivel de riesgo,Revisiones pendientes,Controles,Idioma de la prueba";
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Mia")';

const exportFor = (user: TestUser | null, query = "") => api(`/api/assessment-results/export/${query}`, { token: user?.idToken });

/** The file's rows after the byte order mark, split into cells (no cell below holds a comma but the quoted name). */
async function rowsOf(response: Response): Promise<string[]> {
  // Decoded by hand: Response.text() drops a byte order mark, which the file must carry for Excel.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith("\uFEFF"), "starts with a byte order mark").toBe(true);
  return text.slice(1).trimEnd().split("\r\n");
}


describe("GET /api/assessment-results/export/", () => {
  let admin: TestUser;
  let schoolId: string;
  let mia: { id: string; student_code: string | null };
  let zoe: { id: string; student_code: string | null };
  let spokenWaiting: number;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    ({ user: admin, schoolId } = await schoolAdmin());
    mia = await added(admin, { ...CHILD, name: FORMULA_NAME, grade: "3", section: "B" });
    zoe = await added(admin, { ...CHILD, name: "Zoe Berg", grade: "10", section: "A" });
    await added(admin, { ...CHILD, name: "Ben Untested", grade: "3", section: "B" });
    // Mia finishes, every answer right; her spoken answers (not speech) wait for a person.
    const done = await resultFor(admin, mia.id);
    await answerAll(done, () => true, { user: admin });
    const completed = await apiJson("/api/complete-assessment/", { token: admin.idToken, json: { assessment_result_id: done.id } });
    expect(completed.status).toBe(200);
    spokenWaiting = done.questions.filter((q) => isRecording(q) && !q.is_practice).length;
    await resultFor(admin, zoe.id);
  }, 120_000);

  it("answers a CSV file of every test in the school: Student ID, class, day, status, scores, risk, pending reviews", async () => {
    const response = await exportFor(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="results_all.csv"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const [header, first, second, ...rest] = await rowsOf(response);
    expect(header).toBe(HEADER);
    expect(rest).toEqual([]);
    // Grade 3 before grade 10; the untested student has no test, so no row.
    expect(first).toMatch(new RegExp(`^${mia.student_code},"'=HYPERLINK\\(""http://evil.example"",""Mia""\\)",3,B,${today},Completed,100,\\d+ of \\d+,`));
    expect(first).toMatch(new RegExp(`,Low,${spokenWaiting},,English$`));
    expect(spokenWaiting).toBeGreaterThan(0);
    expect(second).toBe(`${zoe.student_code},Zoe Berg,10,A,${today},Not started,,,,,,,,0,,English`);
  });

  it("is written in the account's language: a teacher who reads Spanish gets the same rows with Spanish headers and words", async () => {
    const colleague = await teacher(schoolId);
    expect((await apiJson("/api/profile/", { method: "PATCH", token: colleague.idToken, json: { language: "es" } })).status).toBe(200);
    const response = await exportFor(colleague);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="results_all.csv"');
    const [header, first, second, ...rest] = await rowsOf(response);
    expect(header).toBe(SPANISH_HEADER);
    expect(rest).toEqual([]);
    expect(first).toMatch(new RegExp(`^${mia.student_code},"'=HYPERLINK\\(""http://evil.example"",""Mia""\\)",3,B,${today},Completada,100,\\d+ de \\d+,`));
    expect(first).toMatch(new RegExp(`,Bajo,${spokenWaiting},,English$`));
    expect(second).toBe(`${zoe.student_code},Zoe Berg,10,A,${today},Sin empezar,,,,,,,,0,,English`);
    // The school's admin, who chose no language, still gets English.
    expect((await rowsOf(await exportFor(admin)))[0]).toBe(HEADER);
  });

  it("narrows to the class and risk in force, and names the file after them", async () => {
    const classB = await exportFor(admin, "?grade=3&section=B");
    expect(classB.headers.get("content-disposition")).toBe('attachment; filename="results_grade-3_section-b.csv"');
    const rows = await rowsOf(classB);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(",3,B,");

    expect((await rowsOf(await exportFor(admin, "?risk=low"))).slice(1).map((row) => row.split(",")[0])).toEqual([mia.student_code]);
    expect(await rowsOf(await exportFor(admin, "?risk=high"))).toEqual([HEADER]);
    expect(await rowsOf(await exportFor(admin, "?grade=7&section="))).toEqual([HEADER]);
  });

  it("gives the school's teachers the same file, and nobody outside the school anything of it", async () => {
    const colleague = await teacher(schoolId);
    const { user: otherSchool } = await schoolAdmin();
    const stranger = await parent();
    expect(await rowsOf(await exportFor(colleague))).toEqual(await rowsOf(await exportFor(admin)));
    expect(await rowsOf(await exportFor(otherSchool))).toEqual([HEADER]);
    expect(await rowsOf(await exportFor(stranger))).toEqual([HEADER]);
    expect(await rowsOf(await exportFor(otherSchool, "?grade=3&section=B"))).toEqual([HEADER]);
  });

  it("refuses bad filters and callers without a token, as JSON errors", async () => {
    expect(await apiJson("/api/assessment-results/export/?risk=severe", { token: admin.idToken })).toEqual({ status: 400, body: { error: "risk must be one of low, medium, high" } });
    expect(await apiJson("/api/assessment-results/export/?grade=3&grade=4", { token: admin.idToken })).toEqual({
      status: 400,
      body: { error: "grade and section must be text of at most 100 characters" },
    });
    expect((await apiJson(`/api/assessment-results/export/?section=${"x".repeat(101)}`, { token: admin.idToken })).status).toBe(400);
    const signedOut = await exportFor(null);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("cache-control")).toBe("private, no-store");
  });
});
