import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { fakeParticipant } from "../../../testing/factories";
import { classListCsv, classListFileName, classListStudents } from "./class-list-csv";

const ORIGIN = "https://app.example";
const all = { grade: "", section: "" };

const open = (id: string) => ({ id, status: "not_started" as const, risk_level: null, language: "en" as const, started_at: null, completed_at: null });

const students = [
  fakeParticipant({ id: "p1", name: "Zoë Quinn", grade: "10", section: "A", student_code: "ZQ2345", latest_result: open("r1") }),
  fakeParticipant({ id: "p2", name: "Ben Ode", grade: "2", section: "B", student_code: "BN6789" }),
  fakeParticipant({ id: "p3", name: "Ada Lane", grade: "2", section: "B", student_code: "AD3456", latest_result: { ...open("r3"), status: "completed", risk_level: "low" } }),
  fakeParticipant({ id: "p4", name: '=HYPERLINK("http://x","y")', grade: "2", section: "A", student_code: "HX4567" }),
];

const lines = (csv: string) => csv.replace(/^\uFEFF/, "").split("\r\n").slice(0, -1);

describe("the class list", () => {
  it("lists every student by grade (numerically), section and name, with Student ID", () => {
    expect(lines(classListCsv(students, all, ORIGIN, i18n))).toEqual([
      "Name,Grade,Section,Student ID,Test link",
      `"'=HYPERLINK(""http://x"",""y"")",2,A,HX4567,`,
      "Ada Lane,2,B,AD3456,",
      "Ben Ode,2,B,BN6789,",
      `Zoë Quinn,10,A,ZQ2345,${ORIGIN}/assessment/r1`,
    ]);
  });

  it("links only a test that can still be taken", () => {
    const csv = classListCsv(students, all, ORIGIN, i18n);
    expect(csv).toContain(`${ORIGIN}/assessment/r1`);
    expect(csv).not.toContain("/assessment/r3");
  });

  it("keeps only the chosen grade and section", () => {
    expect(classListStudents(students, { grade: "2", section: "" }).map((p) => p.name)).toEqual(['=HYPERLINK("http://x","y")', "Ada Lane", "Ben Ode"]);
    expect(lines(classListCsv(students, { grade: "2", section: "B" }, ORIGIN, i18n))).toEqual(["Name,Grade,Section,Student ID,Test link", "Ada Lane,2,B,AD3456,", "Ben Ode,2,B,BN6789,"]);
    expect(classListStudents(students, { grade: "", section: "A" }).map((p) => p.name)).toEqual(['=HYPERLINK("http://x","y")', "Zoë Quinn"]);
  });

  it("heads its columns in the language in force, and leaves the names, codes and links as they are", () => {
    i18n.activate("es");
    expect(lines(classListCsv(students, { grade: "10", section: "" }, ORIGIN, i18n))).toEqual([
      "Nombre,Grado,Grupo,ID de estudiante,Enlace de la prueba",
      `Zoë Quinn,10,A,ZQ2345,${ORIGIN}/assessment/r1`,
    ]);
  });

  it("starts with a byte-order mark so spreadsheets read accented names", () => {
    expect(classListCsv(students, all, ORIGIN, i18n).startsWith("\uFEFFName,")).toBe(true);
  });

  it("names the file after the filters, safe for any file system", () => {
    expect(classListFileName(all)).toBe("class-list.csv");
    expect(classListFileName({ grade: "4", section: "B" })).toBe("class-list-grade-4-section-B.csv");
    expect(classListFileName({ grade: "", section: "Blue" })).toBe("class-list-section-Blue.csv");
    expect(classListFileName({ grade: "Year 4/5", section: "" })).toBe("class-list-grade-Year-4-5.csv");
    expect(classListFileName({ grade: "../", section: "" })).toBe("class-list.csv");
  });
});
