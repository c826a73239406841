import { describe, expect, it } from "vitest";
import { CSV_TEMPLATE_COLUMNS, csvTemplate, fieldsOfHeader, genderFromCell, usDateToIso } from "./csv-template";

describe("the CSV template", () => {
  it("has the spec's columns, in order, as its only row", () => {
    expect(CSV_TEMPLATE_COLUMNS).toEqual(["Name*", "Date of birth* (mm/dd/yyyy)", "Gender*", "Grade", "Section", "history", "difficulties"]);
    expect(csvTemplate()).toBe("Name*,Date of birth* (mm/dd/yyyy),Gender*,Grade,Section,history,difficulties\r\n");
  });

  it("matches a header whatever its case, spacing, order or byte-order mark", () => {
    expect(fieldsOfHeader(["\uFEFFname* ", " DATE OF BIRTH*  (MM/DD/YYYY)", "gender*", "grade", "section", "History", "Difficulties", ""])).toEqual([
      "name",
      "date_of_birth",
      "gender",
      "grade",
      "section",
      "history",
      "difficulties",
    ]);
    expect(fieldsOfHeader(["Gender*", "Name*", "Date of birth* (mm/dd/yyyy)", "Grade", "Section", "history", "difficulties"])?.[0]).toBe("gender");
  });

  it("refuses a header with a column missing, repeated or unknown", () => {
    expect(fieldsOfHeader(CSV_TEMPLATE_COLUMNS.slice(1))).toBeNull();
    expect(fieldsOfHeader([...CSV_TEMPLATE_COLUMNS, "Name*"])).toBeNull();
    expect(fieldsOfHeader([...CSV_TEMPLATE_COLUMNS, "Notes"])).toBeNull();
    expect(fieldsOfHeader(["Name", "Date of birth", "Gender", "Grade", "Section", "history", "difficulties"])).toBeNull();
  });

  it("reads mm/dd/yyyy dates, one-digit parts too", () => {
    expect(usDateToIso("03/01/2015")).toBe("2015-03-01");
    expect(usDateToIso(" 3/1/2015 ")).toBe("2015-03-01");
    expect(usDateToIso("2015-03-01")).toBeNull();
    expect(usDateToIso("03/01/15")).toBeNull();
  });

  it("reads gender labels and values in any case", () => {
    expect(genderFromCell("Male")).toBe("male");
    expect(genderFromCell(" prefer  NOT to say")).toBe("prefer_not_to_say");
    expect(genderFromCell("prefer_not_to_say")).toBe("prefer_not_to_say");
    expect(genderFromCell("F")).toBeNull();
  });
});
