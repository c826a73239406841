import type { ParticipantsSummary } from "@readbright/domain/api/participants";
import { describe, expect, it } from "vitest";
import { CSV_MESSAGES } from "@readbright/domain/csv-template";
import { ERRORS, VALIDATION } from "@readbright/domain/messages";
import type { Participant } from "@readbright/domain/participant-schemas";
import { adminDb } from "../fixtures/admin";
import { onboardedUser, schoolAdmin } from "../fixtures/accounts";
import { apiJson } from "../fixtures/api";
import { csvFile, CSV_HEADER, storedParticipantsOf, uploadCsv } from "../fixtures/csv-upload";

const THREE_STUDENTS = csvFile(['"Lee, Ann",03/01/2015,Female,4,B,"Late talker, reads slowly",', "Bo Berg,12/31/2016,Male,3,A,,", "Cy Dahl,7/4/2014,Prefer not to say,5,,,"], {
  bom: true,
});

const listParticipants = (token: string) => apiJson<Participant[]>("/api/participants/", { token });

describe("POST /api/participants/upload/", () => {
  it("creates a school's students from a file with a BOM, CRLF and a quoted comma, and lists them for the school", async () => {
    const admin = await schoolAdmin();

    expect(await uploadCsv(admin, THREE_STUDENTS)).toEqual({ status: 201, body: { created: 3 } });

    const { status, body } = await listParticipants(admin.idToken);
    expect(status).toBe(200);
    expect(body.map((p) => [p.name, p.date_of_birth, p.gender, p.grade, p.section])).toEqual([
      ["Bo Berg", "2016-12-31", "male", "3", "A"],
      ["Cy Dahl", "2014-07-04", "prefer_not_to_say", "5", null],
      ["Lee, Ann", "2015-03-01", "female", "4", "B"],
    ]);
    const stored = await storedParticipantsOf(admin.uid);
    expect(stored).toHaveLength(3);
    for (const participant of stored) {
      expect(participant).toMatchObject({ school_id: admin.schoolId, organization_id: null, is_self: false, student_code: expect.any(String) });
      const code = await adminDb().collection("student_codes").doc((participant.student_code as string).replace(/-/g, "")).get();
      expect(code.get("participant_id")).toBe(participant.id);
    }
    expect(stored.find((p) => p.name === "Lee, Ann")?.history).toBe("Late talker, reads slowly");
    // The dashboard's filters offer the classes uploaded, in natural order (kept on the school as students are added).
    const summary = await apiJson<ParticipantsSummary>("/api/participants/summary/", { token: admin.idToken });
    expect([summary.body.grades, summary.body.sections]).toEqual([["3", "4", "5"], ["A", "B"]]);
  });

  it("creates a school's students from the Spanish template, its gender words Spanish too", async () => {
    const admin = await schoolAdmin();
    const file = `\uFEFF${["Nombre*,Fecha de nacimiento* (mm/dd/aaaa),Género*,Grado,Grupo,antecedentes,dificultades", "Ana Ruiz,03/01/2015,Femenino,4,B,Habló tarde,", "Bruno Paz,12/31/2016,masculino,3,A,,", "Cruz Díaz,7/4/2014,Prefiero no decirlo,5,,,"].join("\r\n")}\r\n`;

    expect(await uploadCsv(admin, file)).toEqual({ status: 201, body: { created: 3 } });

    const { body } = await listParticipants(admin.idToken);
    expect(body.map((p) => [p.name, p.date_of_birth, p.gender, p.grade, p.section])).toEqual([
      ["Ana Ruiz", "2015-03-01", "female", "4", "B"],
      ["Bruno Paz", "2016-12-31", "male", "3", "A"],
      ["Cruz Díaz", "2014-07-04", "prefer_not_to_say", "5", null],
    ]);
    expect((await storedParticipantsOf(admin.uid)).find((p) => p.name === "Ana Ruiz")?.history).toBe("Habló tarde");
  });

  it("scopes an organization's upload to the organization and a parent's to the parent, without grade or section", async () => {
    const organizationAdmin = await onboardedUser("dyslexia_professional");
    const parent = await onboardedUser("parent");

    for (const user of [organizationAdmin, parent]) expect(await uploadCsv(user, THREE_STUDENTS)).toEqual({ status: 201, body: { created: 3 } });

    for (const participant of await storedParticipantsOf(organizationAdmin.uid)) {
      expect(participant).toMatchObject({ organization_id: organizationAdmin.uid, school_id: null, grade: null, section: null, student_code: null });
    }
    for (const participant of await storedParticipantsOf(parent.uid)) {
      expect(participant).toMatchObject({ organization_id: null, school_id: null, grade: null, section: null });
    }
    expect((await listParticipants(parent.idToken)).body).toHaveLength(3);
  });

  it("reports a bad date by its spreadsheet row number and writes nothing", async () => {
    const admin = await schoolAdmin();
    const file = csvFile(["Ann,03/01/2015,Female,,,,", "Bo,02/30/2015,Male,,,,", "Cy,01/05/2015,Male,,,,", ",01/05/2015,Male,,,,", "Di,,Female,,,,"]);

    expect(await uploadCsv(admin, file)).toEqual({
      status: 400,
      body: {
        error: CSV_MESSAGES.invalidRows,
        rows: [
          { row: 3, errors: [CSV_MESSAGES.dateOfBirthFormat] },
          { row: 5, errors: [VALIDATION.fullNameRequired] },
          { row: 6, errors: [VALIDATION.birthDateRequired] },
        ],
      },
    });
    expect(await storedParticipantsOf(admin.uid)).toEqual([]);
  });

  it("writes nothing when one row among many valid ones is invalid", async () => {
    const parent = await onboardedUser("parent");
    const rows = Array.from({ length: 40 }, (_, i) => `Child ${i},01/02/2015,Female,,,,`);
    rows[29] = "Child 29,01/02/2015,Robot,,,,";

    const { status, body } = await uploadCsv(parent, csvFile(rows));

    expect(status).toBe(400);
    expect(body.rows).toEqual([{ row: 31, errors: [CSV_MESSAGES.genderInvalid] }]);
    expect(await storedParticipantsOf(parent.uid)).toEqual([]);
  });

  it("stores a formula-looking cell as the text it is", async () => {
    const parent = await onboardedUser("parent");
    const file = csvFile(['"=HYPERLINK(""http://evil.example"",""Click"")",01/02/2015,Male,,,@SUM(1+1),-2+3']);

    expect(await uploadCsv(parent, file)).toEqual({ status: 201, body: { created: 1 } });

    const [stored] = await storedParticipantsOf(parent.uid);
    expect(stored).toMatchObject({ name: '=HYPERLINK("http://evil.example","Click")', history: "@SUM(1+1)", difficulties: "-2+3" });
  });

  it("accepts 5,000 rows in one file", { timeout: 120_000 }, async () => {
    const admin = await schoolAdmin();
    const rows = Array.from({ length: 5000 }, (_, i) => `"Student ${i}, Jr",0${(i % 9) + 1}/1${i % 10}/2014,${i % 2 ? "Male" : "Female"},${(i % 6) + 1},${"ABC"[i % 3]},,`);

    const started = Date.now();
    const { status, body } = await uploadCsv(admin, csvFile(rows));
    const seconds = (Date.now() - started) / 1000;

    expect({ status, body }).toEqual({ status: 201, body: { created: 5000 } });
    expect(seconds).toBeLessThan(60); // the function's timeout
    const count = await adminDb().collection("participants").where("school_id", "==", admin.schoolId).count().get();
    expect(count.data().count).toBe(5000);
  });

  it("refuses a file over 2 MB while it streams, writing nothing", async () => {
    const parent = await onboardedUser("parent");
    const row = `${"N".repeat(90)},01/02/2015,Male,,,,`;
    const file = csvFile(Array.from({ length: Math.ceil((2 * 1024 * 1024) / row.length) + 10 }, () => row));

    expect(await uploadCsv(parent, file)).toEqual({ status: 413, body: { error: CSV_MESSAGES.tooLarge } });
    expect(await storedParticipantsOf(parent.uid)).toEqual([]);
  });

  it.each([
    ["another extension", { filename: "students.xlsx" }],
    ["a non-text type", { filename: "students.csv", type: "image/png" }],
    ["another field name", { field: "file" }],
  ])("refuses %s with 'Please upload a .csv file'", async (_case, options) => {
    const parent = await onboardedUser("parent");
    expect(await uploadCsv(parent, THREE_STUDENTS, options)).toEqual({ status: 400, body: { error: CSV_MESSAGES.notCsv } });
    expect(await storedParticipantsOf(parent.uid)).toEqual([]);
  });

  it("refuses a file without the template's columns", async () => {
    const parent = await onboardedUser("parent");
    expect(await uploadCsv(parent, "Name,Birthday\r\nAnn,03/01/2015\r\n")).toEqual({ status: 400, body: { error: CSV_MESSAGES.wrongColumns } });
    expect(await uploadCsv(parent, `${CSV_HEADER}\r\n`)).toEqual({ status: 400, body: { error: CSV_MESSAGES.noRows } });
  });

  it("refuses an individual with a 403 and a request without a token with a 401", async () => {
    const individual = await onboardedUser("individual");
    expect((await uploadCsv(individual, THREE_STUDENTS)).status).toBe(403);
    expect(await storedParticipantsOf(individual.uid)).toEqual([]);
    expect(await uploadCsv(null, THREE_STUDENTS)).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
  });
});
