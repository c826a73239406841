import { describe, expect, it } from "vitest";
import { getResult, listResults, RESULT_LIST_MESSAGES, RESULT_MESSAGES, resultListQuerySchema, resultParamsSchema } from "./assessment-results";

describe("the result contract", () => {
  it("takes result ids the API hands out, and nothing that could reach another path", async () => {
    await expect(resultParamsSchema.validate({ id: "AbC123_-x" })).resolves.toEqual({ id: "AbC123_-x" });
    for (const id of ["a/b", "__name__", "", "x".repeat(129)]) await expect(resultParamsSchema.validate({ id })).rejects.toThrow(RESULT_MESSAGES.notFound);
  });

  it("builds the web's path under the api client's /api base", () => {
    expect(getResult.href({ id: "r1" })).toBe("/get-assessment-result-by-id/r1/");
    expect(getResult.href({ id: "a b/c" })).toBe("/get-assessment-result-by-id/a%20b%2Fc/");
    expect(listResults.href(undefined, { participant_id: "p1" })).toBe("/assessment-results/?participant_id=p1");
    expect(listResults.href()).toBe("/assessment-results/");
  });

  it("takes ?pending_review= as true or false only (blank: not asked)", async () => {
    await expect(resultListQuerySchema.validate({ pending_review: "true" })).resolves.toMatchObject({ pending_review: true });
    await expect(resultListQuerySchema.validate({ pending_review: "false" })).resolves.toMatchObject({ pending_review: false });
    expect((await resultListQuerySchema.validate({ pending_review: "" })).pending_review).toBeUndefined();
    for (const bad of ["1", "yes", "TRUE", ["true", "true"]]) await expect(resultListQuerySchema.validate({ pending_review: bad })).rejects.toThrow(RESULT_LIST_MESSAGES.pendingReviewInvalid);
    expect(listResults.href(undefined, { pending_review: "true", limit: 50 })).toBe("/assessment-results/?pending_review=true&limit=50");
  });
});
