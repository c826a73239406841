import { describe, expect, it } from "vitest";
import { escapeCsvCell, toCsv } from "./csv-writer";

describe("escapeCsvCell", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(escapeCsvCell("Mia Stone")).toBe("Mia Stone");
    expect(escapeCsvCell(4)).toBe("4");
    expect(escapeCsvCell("A3F9KQ")).toBe("A3F9KQ");
  });

  it("writes nothing for a missing value", () => {
    expect(escapeCsvCell(null)).toBe("");
    expect(escapeCsvCell(undefined)).toBe("");
    expect(escapeCsvCell("")).toBe("");
  });

  it("turns a formula into text a spreadsheet shows as typed", () => {
    expect(escapeCsvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(escapeCsvCell("=1+2")).toBe("'=1+2");
    expect(escapeCsvCell("+44 20 7946 0000")).toBe("'+44 20 7946 0000");
    expect(escapeCsvCell("-2+3")).toBe("'-2+3");
    expect(escapeCsvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(escapeCsvCell("\t=1")).toBe("'\t=1");
    expect(escapeCsvCell("\r=1")).toBe(`"'\r=1"`);
  });

  it("only looks at the first character", () => {
    expect(escapeCsvCell("Ann-Marie")).toBe("Ann-Marie");
    expect(escapeCsvCell("a=b")).toBe("a=b");
    expect(escapeCsvCell(" =1")).toBe(" =1");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(escapeCsvCell("Stone, Mia")).toBe('"Stone, Mia"');
    expect(escapeCsvCell('Mia "Mimi" Stone')).toBe('"Mia ""Mimi"" Stone"');
    expect(escapeCsvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(escapeCsvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
  });
});

describe("toCsv", () => {
  it("joins cells with commas and rows with CRLF, ending in a line end", () => {
    expect(
      toCsv([
        ["Name", "Grade"],
        ["Stone, Mia", 4],
        ['=HYPERLINK("http://x","y")', null],
      ]),
    ).toBe(`Name,Grade\r\n"Stone, Mia",4\r\n"'=HYPERLINK(""http://x"",""y"")",\r\n`);
  });

  it("writes an empty file for no rows", () => {
    expect(toCsv([])).toBe("");
  });
});
