import { describe, expect, it } from "vitest";
import { CSV_MESSAGES } from "../csv-template";
import { check as validate } from "../testing/check";
import { BY_AGE_MESSAGES, byAgeQuerySchema } from "./assessments";
import { csvFileSchema } from "./participants";

describe("byAgeQuerySchema", () => {
  it("reads up to three digits as the age in whole years", async () => {
    await expect(validate(byAgeQuerySchema, { age: "9" })).resolves.toEqual({ age: 9 });
    await expect(validate(byAgeQuerySchema, { age: "130" })).resolves.toEqual({ age: 130 });
    await expect(validate(byAgeQuerySchema, { age: "007" })).resolves.toEqual({ age: 7 });
  });

  it.each([
    [{}, BY_AGE_MESSAGES.ageRequired],
    [{ age: "" }, BY_AGE_MESSAGES.ageRequired],
    [{ age: "131" }, BY_AGE_MESSAGES.ageInvalid],
    [{ age: "-1" }, BY_AGE_MESSAGES.ageInvalid],
    [{ age: "2.5" }, BY_AGE_MESSAGES.ageInvalid],
    [{ age: "nine" }, BY_AGE_MESSAGES.ageInvalid],
    [{ age: "1e2" }, BY_AGE_MESSAGES.ageInvalid],
    [{ age: ["9", "10"] }, BY_AGE_MESSAGES.ageInvalid],
  ])("refuses %j", async (query, message) => {
    await expect(validate(byAgeQuerySchema, query)).rejects.toMatchObject({ status: 400, message });
  });
});

describe("csvFileSchema", () => {
  it.each(["text/csv", "application/vnd.ms-excel", "application/octet-stream", "text/plain", " TEXT/CSV "])("takes a .csv file labelled %j", async (type) => {
    await expect(validate(csvFileSchema, { filename: "Class 4B.CSV", mime_type: type })).resolves.toBeTruthy();
  });

  it.each([
    [null],
    [{ filename: "students.xlsx", mime_type: "text/csv" }],
    [{ filename: "students.csv", mime_type: "image/png" }],
    [{ filename: "students.csv", mime_type: "" }],
    [{ filename: "", mime_type: "text/csv" }],
  ])("refuses %j with 'Please upload a .csv file'", async (file) => {
    await expect(validate(csvFileSchema, file)).rejects.toMatchObject({ status: 400, message: CSV_MESSAGES.notCsv });
  });
});
