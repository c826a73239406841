// A test's language on the emulators (decision 50): chosen when the test is created, stored and answered
// on the result, the Spanish bank served with the English one's shape, a Spanish test answered and scored,
// and its figures kept apart from the English ones.
import { describe, expect, it } from "vitest";
import type { PublicAssessment, PublicQuestion } from "@readbright/domain/assessment";
import type { StartClassResponse } from "@readbright/domain/api/assessment-results";
import type { EvidenceResponse } from "@readbright/domain/api/evidence";
import type { ParticipantsSummary } from "@readbright/domain/api/participants";
import { participantsSummaryResponse } from "@readbright/domain/api/responses/participants";
import { resultListResponse, resultResponse } from "@readbright/domain/api/responses/assessment-results";
import { LANGUAGE_MESSAGES } from "@readbright/domain/test-language";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { answerAll, assessmentForAge, auth, getOrCreate, isRecording, newAddress, postRecording, webm } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { createParticipant } from "../fixtures/participants";
import { changeIn, countsOf } from "../fixtures/statistics";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

type WithLanguage = ResultBody & { language?: string };

async function spanishFor(user: TestUser, age: number): Promise<PublicAssessment> {
  const { status, body } = await apiJson<PublicAssessment>(`/api/assessments/by-age/?age=${age}&language=es`, { token: user.idToken });
  expect(status).toBe(200);
  return body;
}

async function resultsOf(participantId: string) {
  return (await adminDb().collection("assessment_results").where("participant_id", "==", participantId).get()).docs;
}

const shape = (questions: readonly PublicQuestion[]) =>
  questions.map((q) => [q.id, q.section_type, q.question_type, q.question_subtype, q.is_practice, q.options.length, Array.isArray(q.image_url) ? q.image_url.length : 0]);

describe("the Spanish bank over the API", () => {
  it("is served with the English band's shape, in Spanish", async () => {
    const user = await createUser();
    for (const age of [6, 9, 12, 16]) {
      const [english, spanish] = await Promise.all([assessmentForAge(user, age), spanishFor(user, age)]);
      expect(spanish.language).toBe("es");
      expect(english.language).toBe("en");
      expect(shape(spanish.questions)).toEqual(shape(english.questions));
      expect(spanish.questions.map((q) => q.title)).not.toEqual(english.questions.map((q) => q.title));
    }
  });
});

describe("choosing the language when a test is created", () => {
  it("creates a Spanish test from the Spanish assessment, with or without language sent, and says so", async () => {
    const user = await createUser();
    const spanish = await spanishFor(user, 9);
    const [ana, bea] = await Promise.all([createParticipant(user.uid), createParticipant(user.uid)]);

    const sent = await getOrCreate(user, { participant_id: ana, assessment_id: spanish.id, language: "es" });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ assessment_id: "age-8-10-es-v1", language: "es" });
    expect(() => resultResponse.validateSync(sent.body)).not.toThrow();
    expect(sent.body.questions.map((q) => q.title)).toEqual(spanish.questions.map((q) => q.title));
    expect((await resultsOf(ana))[0]?.get("language")).toBe("es");

    const implied = await getOrCreate(user, { participant_id: bea, assessment_id: spanish.id });
    expect(implied.status).toBe(201);
    expect((implied.body as WithLanguage).language).toBe("es");

    const read = await apiJson<WithLanguage>(`/api/get-assessment-result-by-id/${sent.body.id}/`, { token: user.idToken });
    expect(read.body.language).toBe("es");
    const list = await apiJson<WithLanguage[]>(`/api/assessment-results/?participant_id=${ana}`, { token: user.idToken });
    expect(() => resultListResponse.validateSync(list.body)).not.toThrow();
    expect(list.body.map((r) => r.language)).toEqual(["es"]);
  });

  it("keeps English for an English assessment, and answers English for a result stored before languages", async () => {
    const user = await createUser();
    const english = await assessmentForAge(user, 9);
    const participant = await createParticipant(user.uid);
    const created = await getOrCreate(user, { participant_id: participant, assessment_id: english.id, language: "en" });
    expect(created.status).toBe(201);
    expect((created.body as WithLanguage).language).toBe("en");
    await adminDb().collection("assessment_results").doc(created.body.id).update({ language: null });
    const read = await apiJson<WithLanguage>(`/api/get-assessment-result-by-id/${created.body.id}/`, { token: user.idToken });
    expect(read.body.language).toBe("en");
  });

  it.each([["fr"], ["ES"], [""], [1], [null], [["es"]]])("refuses language %j with a 400 and writes nothing", async (language) => {
    const user = await createUser();
    const participant = await createParticipant(user.uid);
    const spanish = await spanishFor(user, 9);
    expect(await getOrCreate(user, { participant_id: participant, assessment_id: spanish.id, language })).toEqual({ status: 400, body: { error: LANGUAGE_MESSAGES.invalid } });
    expect(await resultsOf(participant)).toHaveLength(0);
  });

  it("refuses a language that is not the assessment's own, writing nothing", async () => {
    const user = await createUser();
    const participant = await createParticipant(user.uid);
    const english = await assessmentForAge(user, 9);
    expect(await getOrCreate(user, { participant_id: participant, assessment_id: english.id, language: "es" })).toEqual({ status: 400, body: { error: LANGUAGE_MESSAGES.mismatch } });
    expect(await resultsOf(participant)).toHaveLength(0);
  });

  it("starts a whole class in Spanish, each student on their age's Spanish test", async () => {
    const teacher = await createUser();
    const [ann, ben] = await Promise.all([createParticipant(teacher.uid, { grade: "3", section: "E", age: 9 }), createParticipant(teacher.uid, { grade: "3", section: "E", age: 6 })]);
    const started = await apiJson<StartClassResponse>("/api/assessment-results/start-class/", { ...auth(teacher), json: { grade: "3", section: "E", language: "es" } });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ created: 2, refused: 0 });
    expect((await resultsOf(ann)).map((doc) => [doc.get("assessment_id"), doc.get("language")])).toEqual([["age-8-10-es-v1", "es"]]);
    expect((await resultsOf(ben)).map((doc) => [doc.get("assessment_id"), doc.get("language")])).toEqual([["age-5-7-es-v1", "es"]]);
  });

  it("refuses a class started in an unknown language, and creates no test", async () => {
    const teacher = await createUser();
    const ann = await createParticipant(teacher.uid, { grade: "3", section: "F", age: 9 });
    for (const language of ["fr", 7, ["es"]]) {
      const refused = await apiJson("/api/assessment-results/start-class/", { ...auth(teacher), json: { grade: "3", section: "F", language } });
      expect(refused).toEqual({ status: 400, body: { error: LANGUAGE_MESSAGES.invalid } });
    }
    expect(await resultsOf(ann)).toHaveLength(0);
  });
});

describe("taking a Spanish test", () => {
  it("answers, completes and scores it; its spoken answers wait for a person; English figures do not move", { timeout: 120_000 }, async () => {
    const user = await createUser();
    const participant = await createParticipant(user.uid);
    const spanish = await spanishFor(user, 9);
    const english = await assessmentForAge(user, 9);
    const englishBefore = await countsOf(`items:${english.id}`);
    const { body: result } = await getOrCreate(user, { participant_id: participant, assessment_id: spanish.id, language: "es" });

    // A typed answer in capitals, with a full stop, is still the word.
    const typed = result.questions.find((q) => q.question_type === "open_end")!;
    const keys = (await adminDb().collection("answer_keys").doc(`${spanish.id}__${typed.id}`).get()).data()!;
    const answer = await apiJson<{ is_correct?: boolean }>("/api/answer-question/", { ...auth(user), json: { assessment_result_id: result.id, question_id: typed.id, answer_text: `${String(keys.accepted[0]).toUpperCase()}.` } });
    expect(answer).toMatchObject({ status: 200, body: { is_correct: true } });

    // A Spanish recording is not heard by the English model: it waits for a person.
    const spoken = result.questions.find((q) => isRecording(q) && !q.is_practice)!;
    const recording = await postRecording({ resultId: result.id, questionId: spoken.id, bytes: webm(), token: user.idToken });
    expect(recording).toMatchObject({ status: 200, body: { is_correct: null, needs_review: true } });
    const stored = await adminDb().collection("assessment_results").doc(result.id).collection("answers").doc(String(spoken.id)).get();
    expect(stored.get("recognizer") ?? null).toBeNull();

    await answerAll({ ...result, questions: result.questions.filter((q) => q.id !== typed.id && q.id !== spoken.id) }, () => true, { user, markSpoken: true });
    const review = await apiJson(`/api/assessment-results/${result.id}/reviews/`, { token: user.idToken, json: { question_id: spoken.id, is_correct: true } });
    expect([200, 201]).toContain(review.status);

    const completed = await apiJson<WithLanguage>("/api/complete-assessment/", { ...auth(user), json: { assessment_result_id: result.id } });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: "completed", language: "es", risk_level: "low", risk_percent: 0 });

    // The Spanish test counts under its own assessment; the English band's counters are untouched.
    expect(await countsOf(`items:${spanish.id}`)).toMatchObject({ "r.total": 1 });
    expect(changeIn(englishBefore, await countsOf(`items:${english.id}`))).toEqual({});
    // The account's own figures too: the Spanish test counts in its own scope, the English one stays empty.
    expect(await countsOf(`scope:owner:${user.uid}:${spanish.id}`)).toMatchObject({ "r.total": 1 });
    expect(await countsOf(`scope:owner:${user.uid}:${english.id}`)).toEqual({});
    // The dashboard counts the child once, by their latest test, in that test's language only.
    const summary = await apiJson<ParticipantsSummary>("/api/participants/summary/", { token: user.idToken });
    expect(() => participantsSummaryResponse.validateSync(summary.body)).not.toThrow();
    expect(summary.body).toMatchObject({ risk_counts: { low: 1, medium: 0, high: 0 }, risk_counts_by_language: { en: { low: 0, medium: 0, high: 0 }, es: { low: 1, medium: 0, high: 0 } } });
    // The public figures list the Spanish test on its own, named by its language, hidden below 30 results.
    const evidence = await apiJson<EvidenceResponse>("/api/evidence/");
    expect(evidence.body.assessments.find((a) => a.assessment_id === spanish.id)).toMatchObject({ language: "es", completed: null });
    expect(evidence.body.assessments.find((a) => a.assessment_id === english.id)).toMatchObject({ language: "en" });
  });
});

describe("reading a Spanish test aloud", () => {
  it("reads a device's Spanish question in the Spanish voice (es-419 here), never in the English one", async () => {
    const user = await createUser();
    const participant = await createParticipant(user.uid);
    const spanish = await spanishFor(user, 9);
    const { body: result } = await getOrCreate(user, { participant_id: participant, assessment_id: spanish.id });
    const rhyme = result.questions.find((q) => q.question_subtype === "rhyme" && !q.is_practice)!;
    const device = await api("/api/text-to-speech/", { headers: newAddress(), json: { assessment_result_id: result.id, question_id: rhyme.id, part: "instruction" } });
    expect(device.status).toBe(200);
    expect(device.headers.get("content-type")).toMatch(/^audio\//);
    // The same words in es-419 are what the device's request cached; in the English voice they are new.
    const inSpanish = await api("/api/text-to-speech/", { token: user.idToken, json: { text: rhyme.title, voice_id: "es-419" } });
    expect(inSpanish.headers.get("x-tts-cache")).toBe("hit");
    const inEnglish = await api("/api/text-to-speech/", { token: user.idToken, json: { text: rhyme.title, voice_id: "en-us" } });
    expect(inEnglish.headers.get("x-tts-cache")).toBe("miss");
  });
});
