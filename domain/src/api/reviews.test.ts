import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES as M, REVIEW_NOTE_MAX_LENGTH, reviewBodySchema, reviewParamsSchema } from "./reviews";

const check = (body: unknown) => reviewBodySchema.validate(body, { abortEarly: true, stripUnknown: true });

describe("the review contract", () => {
  it("takes a question, a mark and an optional note, trimmed, and drops anything else", async () => {
    await expect(check({ question_id: 311, is_correct: true, note: "  said 'bim' clearly ", extra: 1 })).resolves.toEqual({
      question_id: 311,
      is_correct: true,
      note: "said 'bim' clearly",
    });
    await expect(check({ question_id: 311, is_correct: false, note: "   " })).resolves.toMatchObject({ note: null });
  });

  it.each([
    [{ is_correct: true }, M.questionIdRequired],
    [{ question_id: "311", is_correct: true }, M.questionIdInvalid],
    [{ question_id: 0, is_correct: true }, M.questionIdInvalid],
    [{ question_id: 311 }, M.markRequired],
    [{ question_id: 311, is_correct: "yes" }, M.markInvalid],
    [{ question_id: 311, is_correct: true, note: 5 }, M.noteInvalid],
    [{ question_id: 311, is_correct: true, note: "x".repeat(REVIEW_NOTE_MAX_LENGTH + 1) }, M.noteTooLong],
  ])("refuses %j", async (body, message) => {
    await expect(check(body)).rejects.toThrow(message);
  });

  it("takes result ids the API hands out, and nothing that could reach another path", async () => {
    await expect(reviewParamsSchema.validate({ id: "AbC123_-x" })).resolves.toEqual({ id: "AbC123_-x" });
    for (const id of ["a/b", "__name__", "", "x".repeat(129)]) await expect(reviewParamsSchema.validate({ id })).rejects.toThrow(M.resultNotFound);
  });
});
