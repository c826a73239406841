import { describe, expect, it } from "vitest";
import { CSV_MAX_ROWS, CSV_MESSAGES, CSV_TEMPLATE_COLUMNS, csvTemplateColumns } from "@readbright/domain/csv-template";
import { PARTICIPANT_MESSAGES } from "@readbright/domain/participant-schemas";
import { HttpError } from "../../core/http-error";
import { decodeCsvText, readParticipantCsv } from "./participant-csv";

const HEADER = CSV_TEMPLATE_COLUMNS.join(",");
const csv = (...rows: string[]) => [HEADER, ...rows].join("\r\n");

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return err;
  }
  throw new Error("expected an HttpError");
}

describe("readParticipantCsv", () => {
  it("reads quoted commas, a byte-order mark and CRLF line ends", () => {
    const text = `\uFEFF${csv('"Lee, Ann",03/01/2015,Female,4,B,"Late talker, ""mild""",', "Bo,12/31/2016,male,,,,")}\r\n`;
    expect(readParticipantCsv(text, "school")).toEqual({
      ok: true,
      participants: [
        { name: "Lee, Ann", date_of_birth: "2015-03-01", gender: "female", grade: "4", section: "B", history: 'Late talker, "mild"', difficulties: null },
        { name: "Bo", date_of_birth: "2016-12-31", gender: "male", grade: null, section: null, history: null, difficulties: null },
      ],
    });
  });

  it("reads a file made from the Spanish template, with the Spanish gender words", () => {
    const spanish = `\uFEFF${[csvTemplateColumns("es").join(","), '"Lee, Ana",03/01/2015,Femenino,4,B,"Habló tarde",', "Bo,12/31/2016,masculino,,,,", "Cy,7/4/2014,Prefiero no decirlo,5,,,"].join("\r\n")}\r\n`;
    expect(readParticipantCsv(spanish, "school")).toEqual({
      ok: true,
      participants: [
        { name: "Lee, Ana", date_of_birth: "2015-03-01", gender: "female", grade: "4", section: "B", history: "Habló tarde", difficulties: null },
        { name: "Bo", date_of_birth: "2016-12-31", gender: "male", grade: null, section: null, history: null, difficulties: null },
        { name: "Cy", date_of_birth: "2014-07-04", gender: "prefer_not_to_say", grade: "5", section: null, history: null, difficulties: null },
      ],
    });
  });

  it("refuses a Spanish header that lacks a column, with the message the web translates", () => {
    const text = [csvTemplateColumns("es").slice(0, 6).join(","), "Bo,12/31/2016,Masculino,,,"].join("\r\n");
    expect(refusal(() => readParticipantCsv(text, "school"))).toMatchObject({ status: 400, message: CSV_MESSAGES.wrongColumns });
  });

  it("drops grade and section for anyone but a school", () => {
    const result = readParticipantCsv(csv("Bo,12/31/2016,Male,4,B,,"), "other");
    expect(result).toMatchObject({ ok: true, participants: [{ grade: null, section: null }] });
  });

  it("keeps a formula-looking cell as the text it is", () => {
    const result = readParticipantCsv(csv('"=HYPERLINK(""http://x.example"",""click"")",01/02/2015,Male,,,@SUM(A1),+1'), "other");
    expect(result).toMatchObject({ ok: true, participants: [{ name: '=HYPERLINK("http://x.example","click")', history: "@SUM(A1)", difficulties: "+1" }] });
  });

  it("reports every bad row by its spreadsheet row number, skipping blank lines", () => {
    const future = `01/01/${new Date().getUTCFullYear() + 1}`;
    const text = csv("Ann,03/01/2015,Female,,,,", ",03/01/2015,Female,,,,", "", "Bo,,Male,,,,", "Cy,02/30/2015,Other,,,,", `Di,${future},Male,,,,`, "Ed,2015-03-01,,,,,");
    expect(readParticipantCsv(text, "school")).toEqual({
      ok: false,
      rows: [
        { row: 3, errors: [PARTICIPANT_MESSAGES.nameRequired] },
        { row: 5, errors: [PARTICIPANT_MESSAGES.dateOfBirthRequired] },
        { row: 6, errors: [CSV_MESSAGES.dateOfBirthFormat, CSV_MESSAGES.genderInvalid] },
        { row: 7, errors: [PARTICIPANT_MESSAGES.dateOfBirthFuture] },
        { row: 8, errors: [CSV_MESSAGES.dateOfBirthFormat, CSV_MESSAGES.genderRequired] },
      ],
    });
  });

  it("refuses a row with cells past the last column, and overlong cells", () => {
    const result = readParticipantCsv(csv(`${"x".repeat(101)},03/01/2015,Male,,,,,extra`), "school");
    expect(result).toEqual({ ok: false, rows: [{ row: 2, errors: [PARTICIPANT_MESSAGES.nameTooLong, CSV_MESSAGES.tooManyCells] }] });
  });

  it("refuses a file without the template's header, without rows, or that is not CSV", () => {
    expect(refusal(() => readParticipantCsv("Name,Date\r\nAnn,03/01/2015", "school")).message).toBe(CSV_MESSAGES.wrongColumns);
    expect(refusal(() => readParticipantCsv(`${HEADER}\r\n\r\n`, "school")).message).toBe(CSV_MESSAGES.noRows);
    expect(refusal(() => readParticipantCsv("", "school")).message).toBe(CSV_MESSAGES.wrongColumns);
    expect(refusal(() => readParticipantCsv(csv('"Ann,03/01/2015,Male'), "school")).message).toBe(CSV_MESSAGES.unreadable);
  });

  it("refuses more rows than one upload may hold", () => {
    const rows = Array.from({ length: CSV_MAX_ROWS + 1 }, () => "A,01/02/2015,Male,,,,");
    expect(refusal(() => readParticipantCsv(csv(...rows), "other")).message).toBe("A file may hold at most 10,000 participants");
    expect(readParticipantCsv(csv(...rows.slice(1)), "other")).toMatchObject({ ok: true });
  });
});

describe("decodeCsvText", () => {
  it("reads UTF-8 text and refuses binary bytes", () => {
    expect(decodeCsvText(Buffer.from("Åse,01/02/2015"))).toBe("Åse,01/02/2015");
    expect(decodeCsvText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]))).toBeNull();
  });
});
