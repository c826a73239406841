import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { answerFor, answerKeys, assessmentForAge, auth, isRecording, newResult } from "../fixtures/assessments";
import type { AnswerBody, ResultBody } from "../fixtures/assessments";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

const answer = (user: TestUser | undefined, json: unknown) => apiJson<AnswerBody>("/api/answer-question/", { ...auth(user), json });

function first(result: ResultBody, test: (q: PublicQuestion) => boolean): PublicQuestion {
  const question = result.questions.find(test);
  if (!question) throw new Error("no such question in the assessment");
  return question;
}

const scoredChoice = (q: PublicQuestion) => !q.is_practice && q.question_type === "radio";

describe("POST /api/answer-question/", () => {
  it("grades the answer on the server and starts a result nobody started", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const question = first(result, scoredChoice);

    const right = await answer(user, { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, keys.get(question.id)!, true) });
    expect(right).toEqual({
      status: 200,
      body: {
        question_id: question.id,
        assessment_result_id: result.id,
        option_ids: keys.get(question.id)!.option_ids.slice(0, 1),
        answer_text: null,
        is_correct: true,
        needs_review: false,
        section_type: question.section_type,
      },
    });
    const read = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { token: user.idToken });
    expect(read.body).toMatchObject({ status: "in_progress", started_at: expect.any(String), answered_count: 1 });
  });

  it("keeps the first answer to a scored question: the same again is answered with it, another is refused (more in answers-final.test.ts)", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const question = first(result, scoredChoice);
    const key = keys.get(question.id)!;
    const wrong = { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, key, false) };

    expect((await answer(user, wrong)).body.is_correct).toBe(false);
    expect(await answer(user, wrong)).toMatchObject({ status: 200, body: { is_correct: false } });
    expect(await answer(user, { ...wrong, ...answerFor(question, key, true) })).toEqual({ status: 409, body: { error: "This question has already been answered" } });

    const docs = await adminDb().collection("assessment_results").doc(result.id).collection("answers").get();
    expect(docs.docs.map((d) => d.id)).toEqual([String(question.id)]);
    expect(docs.docs[0]?.data()).toMatchObject({ question_id: question.id, is_correct: false, needs_review: false, audio_path: null, audio_sha256: null });
    const read = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { token: user.idToken });
    expect(read.body.answered_count).toBe(1);
    expect(read.body.answers).toEqual([expect.objectContaining({ question_id: question.id, is_correct: false })]);
  });

  it("tells the player whether a practice answer was right, so it can ask again", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const practice = first(result, (q) => q.is_practice && !isRecording(q));
    const wrong = await answer(user, { assessment_result_id: result.id, question_id: practice.id, ...answerFor(practice, keys.get(practice.id)!, false) });
    expect(wrong.body).toMatchObject({ is_correct: false });
    const read = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { token: user.idToken });
    expect(read.body.answered_count).toBe(0); // practice is not progress
  });

  it("grades typed answers loosely", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const typed = first(result, (q) => q.question_type === "open_end");
    const accepted = keys.get(typed.id)!.accepted[0]!;
    const { body } = await answer(user, { assessment_result_id: result.id, question_id: typed.id, answer_text: `  ${accepted.toUpperCase()}. ` });
    expect(body).toMatchObject({ answer_text: `${accepted.toUpperCase()}.`, is_correct: true });
  });

  it("refuses options of another question, a question of another assessment, and answers of the wrong shape", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const radio = first(result, scoredChoice);
    const multi = first(result, (q) => q.question_type === "multiple_select");
    const typed = first(result, (q) => q.question_type === "open_end");
    const recording = first(result, isRecording);
    const otherAssessment = await assessmentForAge(user, 12); // ids are per assessment: 111 exists only there
    const foreign = otherAssessment.questions.find((q) => !result.questions.some((mine) => mine.id === q.id))!;
    const base = { assessment_result_id: result.id };

    const cases: [unknown, string][] = [
      [{ ...base, question_id: radio.id, option_ids: [multi.options[0]!.id] }, "option_ids must be options of this question"],
      [{ ...base, question_id: foreign.id, option_ids: [foreign.options[0]?.id ?? "x"] }, "question_id is not a question of this assessment"],
      [{ ...base, question_id: radio.id, option_ids: radio.options.slice(0, 2).map((o) => o.id) }, "Choose exactly one option"],
      [{ ...base, question_id: radio.id }, "Choose exactly one option"],
      [{ ...base, question_id: multi.id, option_ids: [] }, "Choose at least one option"],
      [{ ...base, question_id: typed.id, answer_text: "   " }, "answer_text is required for this question"],
      [{ ...base, question_id: recording.id, answer_text: "sun" }, "This question is answered with a recording: use /api/answer-recording-question/"],
      [{ question_id: radio.id, option_ids: [radio.options[0]!.id] }, "assessment_result_id is required"],
      [{ ...base, option_ids: [radio.options[0]!.id] }, "question_id is required"],
      [{ ...base, question_id: "first" }, "question_id must be a whole number"],
      [{ ...base, question_id: radio.id, option_ids: "q1-a" }, "option_ids must be a list of option ids"],
      [{ ...base, question_id: typed.id, answer_text: 42 }, "answer_text must be text"],
      [{ ...base, question_id: typed.id, answer_text: "x".repeat(501) }, "answer_text must be at most 500 characters"],
    ];
    for (const [json, error] of cases) expect({ json, ...(await answer(user, json)) }).toEqual({ json, status: 400, body: { error } });
    expect((await adminDb().collection("assessment_results").doc(result.id).collection("answers").get()).size).toBe(0);
  });

  it("answers 404 for a result that does not exist", async () => {
    const user = await createUser();
    expect(await answer(user, { assessment_result_id: "AbCdEfGhIjKlMnOpQrSt", question_id: 1, option_ids: ["q1-a"] })).toEqual({
      status: 404,
      body: { error: "Assessment result not found" },
    });
  });

  it("keeps how long a memory question's pictures were shown, and only for memory questions", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const memory = first(result, (q) => !q.is_practice && q.section_type === "memory" && Array.isArray(q.image_url));
    const other = first(result, (q) => !q.is_practice && q.section_type === "spatial_awareness" && q.question_type !== "recording");
    const stored = async (questionId: number) =>
      (await adminDb().collection("assessment_results").doc(result.id).collection("answers").doc(String(questionId)).get()).get("memory_view_ms");

    const sent = { assessment_result_id: result.id, question_id: memory.id, ...answerFor(memory, keys.get(memory.id)!, true) };
    expect((await answer(user, { ...sent, memory_view_ms: 5016 })).status).toBe(200);
    expect(await stored(memory.id)).toBe(5016);
    expect((await answer(user, { assessment_result_id: result.id, question_id: other.id, ...answerFor(other, keys.get(other.id)!, true), memory_view_ms: 5016 })).status).toBe(200);
    expect(await stored(other.id)).toBeNull();
    expect(await answer(user, { ...sent, memory_view_ms: -5 })).toEqual({
      status: 400,
      body: { error: "memory_view_ms must be a whole number of milliseconds from 0 to 60000" },
    });
    expect(await stored(memory.id)).toBe(5016);
  });
});
