import { describe, expect, it } from "vitest";
import { CSV_TEMPLATE_COLUMNS, csvTemplate, csvTemplateColumns, fieldsOfHeader, genderFromCell, usDateToIso } from "./csv-template";

/** The fields the template's columns fill, in its order. */
const TEMPLATE_FIELDS = ["name", "date_of_birth", "gender", "grade", "section", "history", "difficulties"];

describe("the CSV template", () => {
  it("has the spec's columns, in order, as its only row", () => {
    expect(CSV_TEMPLATE_COLUMNS).toEqual(["Name*", "Date of birth* (mm/dd/yyyy)", "Gender*", "Grade", "Section", "history", "difficulties"]);
    expect(csvTemplate()).toBe("Name*,Date of birth* (mm/dd/yyyy),Gender*,Grade,Section,history,difficulties\r\n");
  });

  it("matches a header whatever its case, spacing, order or byte-order mark", () => {
    expect(fieldsOfHeader(["\uFEFFname* ", " DATE OF BIRTH*  (MM/DD/YYYY)", "gender*", "grade", "section", "History", "Difficulties", ""])).toEqual(TEMPLATE_FIELDS);
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

  it("reads the Spanish gender words the app shows, whatever their case, spacing or accents", () => {
    expect(genderFromCell("Masculino")).toBe("male");
    expect(genderFromCell(" FEMENINO ")).toBe("female");
    expect(genderFromCell("Prefiero no decirlo")).toBe("prefer_not_to_say");
    expect(genderFromCell("prefiero  NO decirlo")).toBe("prefer_not_to_say");
    expect(genderFromCell("Hombre")).toBeNull();
  });
});

describe("the CSV template in Spanish", () => {
  const SPANISH_COLUMNS = ["Nombre*", "Fecha de nacimiento* (mm/dd/aaaa)", "Género*", "Grado", "Grupo", "antecedentes", "dificultades"];

  it("has the same columns in Spanish, the date still written mm/dd/yyyy, and the English template as it was", () => {
    expect(csvTemplateColumns("es")).toEqual(SPANISH_COLUMNS);
    expect(csvTemplate("es")).toBe("Nombre*,Fecha de nacimiento* (mm/dd/aaaa),Género*,Grado,Grupo,antecedentes,dificultades\r\n");
    expect(csvTemplate("en")).toBe(csvTemplate());
    expect(csvTemplateColumns()).toEqual(CSV_TEMPLATE_COLUMNS);
  });

  it("reads the Spanish header row as the English one, whatever its case, spacing, accents or order", () => {
    expect(fieldsOfHeader(SPANISH_COLUMNS)).toEqual(fieldsOfHeader([...CSV_TEMPLATE_COLUMNS]));
    expect(fieldsOfHeader(["\uFEFFnombre*", "FECHA DE NACIMIENTO*  (MM/DD/AAAA)", "Genero*", "grado", "grupo", "Antecedentes", "Dificultades", ""])).toEqual(TEMPLATE_FIELDS);
    expect(fieldsOfHeader(["Género*", "Nombre*", "Fecha de nacimiento* (mm/dd/aaaa)", "Grado", "Grupo", "antecedentes", "dificultades"])?.[0]).toBe("gender");
  });

  it("refuses a Spanish header with a column missing or named twice, in either language", () => {
    expect(fieldsOfHeader(SPANISH_COLUMNS.slice(1))).toBeNull();
    expect(fieldsOfHeader(["Name*", ...SPANISH_COLUMNS.slice(1), "Nombre*"])).toBeNull();
    expect(fieldsOfHeader(["Nombre", "Fecha de nacimiento", "Género", "Grado", "Grupo", "antecedentes", "dificultades"])).toBeNull();
  });
});
