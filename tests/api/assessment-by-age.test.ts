import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "@readbright/domain/assessment";
import type { PublicAssessment } from "@readbright/domain/assessment";
import { ERRORS } from "@readbright/domain/messages";
import { assessmentId } from "@readbright/domain/assessment";
import { LANGUAGE_MESSAGES, TEST_LANGUAGES } from "@readbright/domain/test-language";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { createUser } from "../fixtures/users";

const byAge = (query: string, token?: string) => apiJson<PublicAssessment & { error?: string }>(`/api/assessments/by-age/${query}`, { token });

describe("GET /api/assessments/by-age/", () => {
  it("refuses a signed-out caller", async () => {
    expect(await byAge("?age=9")).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
  });

  it.each(["?age=-1", "?age=2.5", "", "?age=", "?age=nine", "?age=131", "?age=9&age=10"])("refuses %j with a 400", async (query) => {
    const user = await createUser();
    const { status, body } = await byAge(query, user.idToken);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^age (is required|must be a whole number from 0 to 130)$/);
  });

  it.each([0, 4, 121, 130])("answers age %i, which no band covers, with a 404", async (age) => {
    const user = await createUser();
    expect(await byAge(`?age=${age}`, user.idToken)).toEqual({ status: 404, body: { error: ERRORS.noAssessmentForAge } });
    expect(await byAge(`?age=${age}&language=es`, user.idToken)).toEqual({ status: 404, body: { error: ERRORS.noAssessmentForAge } });
  });

  it.each(["fr", "ES", "es-419", "", "spanish"])("refuses language=%j with a 400 naming the languages", async (language) => {
    const user = await createUser();
    expect(await byAge(`?age=9&language=${language}`, user.idToken)).toEqual({ status: 400, body: { error: LANGUAGE_MESSAGES.invalid } });
  });

  it("refuses a language sent twice", async () => {
    const user = await createUser();
    expect(await byAge("?age=9&language=es&language=en", user.idToken)).toEqual({ status: 400, body: { error: LANGUAGE_MESSAGES.invalid } });
  });

  it.each(AGE_BANDS.flatMap((band) => TEST_LANGUAGES.map((language) => [band.id, language, band.min_age, band.max_age] as const)))(
    "serves the %s assessment in %s from Firestore, questions without answer keys",
    async (bandId, language, minAge, maxAge) => {
      const user = await createUser();
      const id = assessmentId(bandId, 1, language);
      for (const age of [minAge, maxAge === 120 ? 64 : maxAge]) {
        // English is what a request naming no language gets.
        const { status, body } = await byAge(language === "en" && age === minAge ? `?age=${age}` : `?age=${age}&language=${language}`, user.idToken);
        expect(status).toBe(200);
        expect(body).toMatchObject({ id, language, version: 1, min_age: minAge, max_age: maxAge, title: expect.any(String) });
        expect(body.questions.length).toBeGreaterThan(10);
        for (const question of body.questions) {
          expect(Object.keys(question).sort()).toEqual(
            expect.arrayContaining(["id", "title", "image_url", "question_type", "question_subtype", "options", "section_type", "is_practice", "read_aloud"]),
          );
          expect(question).not.toHaveProperty("key");
          expect(question).not.toHaveProperty("accepted");
          for (const option of question.options) expect(Object.keys(option).sort()).toEqual(["id", "image_url", "question_id", "title"]);
        }
      }
      // The lazy seed wrote the bank: public copy, questions, and keys apart from them.
      const stored = await adminDb().collection("assessments").doc(id).get();
      expect(stored.data()).toMatchObject({ language, min_age: minAge, max_age: maxAge, content_hash: expect.any(String) });
      const questions = await stored.ref.collection("questions").get();
      const keys = await adminDb().collection("answer_keys").where("assessment_id", "==", id).get();
      expect(keys.size).toBe(questions.size);
      expect(keys.docs[0]?.id).toMatch(new RegExp(`^${id}__\\d+$`));
      expect(keys.docs.every((key) => key.get("language") === language)).toBe(true);
    },
  );

  it("answers many callers at once with the same assessment", async () => {
    const user = await createUser();
    const responses = await Promise.all(Array.from({ length: 8 }, () => byAge("?age=12", user.idToken)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((r) => JSON.stringify(r.body))).size).toBe(1);
  });
});
