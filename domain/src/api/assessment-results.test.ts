import { describe, expect, it } from "vitest";
import { RESULT_MESSAGES, resultHref, resultParamsSchema } from "./assessment-results";

describe("the result contract", () => {
  it("takes result ids the API hands out, and nothing that could reach another path", async () => {
    await expect(resultParamsSchema.validate({ id: "AbC123_-x" })).resolves.toEqual({ id: "AbC123_-x" });
    for (const id of ["a/b", "__name__", "", "x".repeat(129)]) await expect(resultParamsSchema.validate({ id })).rejects.toThrow(RESULT_MESSAGES.notFound);
  });

  it("builds the web's path under the api client's /api base", () => {
    expect(resultHref("r1")).toBe("/get-assessment-result-by-id/r1/");
  });
});
