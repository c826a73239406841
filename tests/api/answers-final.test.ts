// The first answer to a scored question is final (docs/decisions/0005-test-taker-access.md): the same
// answer again (a retry after a lost response) gets the stored one back, a different one is a 409 and
// changes nothing; practice answers are still replaced. A device holding only the result id never sees
// the mark of a scored question.
import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { adminBucket, adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { answerFor, answerKeys, auth, isRecording, newAddress, newResult, postRecording } from "../fixtures/assessments";
import type { AnswerBody, Key, ResultBody } from "../fixtures/assessments";
import { spokenWebm, webmAudio } from "../fixtures/recordings";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

const ALREADY_ANSWERED = { status: 409, body: { error: "This question has already been answered" } };

const answer = (user: TestUser | undefined, json: unknown, headers?: Record<string, string>) =>
  apiJson<AnswerBody>("/api/answer-question/", { ...auth(user, headers), json });
const read = (user: TestUser | undefined, resultId: string, headers?: Record<string, string>) =>
  apiJson<ResultBody>(`/api/get-assessment-result-by-id/${resultId}/`, auth(user, headers));

function first(result: ResultBody, test: (q: PublicQuestion) => boolean): PublicQuestion {
  const question = result.questions.find(test);
  if (!question) throw new Error("no such question in the assessment");
  return question;
}

const answersRef = (resultId: string) => adminDb().collection("assessment_results").doc(resultId).collection("answers");
/** Once the marking queue has listened to the recording: what it heard is stored on the answer. */
const heardByQueue = (resultId: string, questionId: number) =>
  expect.poll(async () => (await answersRef(resultId).doc(String(questionId)).get()).get("hearing"), { timeout: 30_000, interval: 250 }).toBe("phrase");

async function storedAnswers(resultId: string) {
  return (await answersRef(resultId).get()).docs;
}

async function storedFiles(user: TestUser, resultId: string): Promise<string[]> {
  const [files] = await adminBucket().getFiles({ prefix: `recordings/${user.uid}/${resultId}/` });
  return files.map((file) => file.name);
}

describe("a scored answer sent again", () => {
  it("the same options in another order: 200 with the stored answer, and still one answer stored", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const question = first(result, (q) => !q.is_practice && q.question_type === "multiple_select" && (keys.get(q.id)?.option_ids.length ?? 0) > 1);
    const right = keys.get(question.id)!.option_ids;
    const json = { assessment_result_id: result.id, question_id: question.id, option_ids: right };

    const sent = await answer(user, json);
    expect(sent.status).toBe(200);
    const stored = await answersRef(result.id).doc(String(question.id)).get();

    const retried = await answer(user, { ...json, option_ids: [...right].reverse() });
    expect(retried).toEqual({ status: 200, body: sent.body });
    const docs = await storedAnswers(result.id);
    expect(docs.map((d) => d.id)).toEqual([String(question.id)]);
    expect(docs[0]?.updateTime.isEqual(stored.updateTime!)).toBe(true); // nothing written
    expect((await read(user, result.id)).body.answered_count).toBe(1);
  });

  it("a different answer: 409 with the spec's words, and the stored answer unchanged", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const question = first(result, (q) => !q.is_practice && q.question_type === "radio");
    const json = { assessment_result_id: result.id, question_id: question.id };

    expect((await answer(user, { ...json, ...answerFor(question, keys.get(question.id)!, false) })).body.is_correct).toBe(false);
    const before = (await answersRef(result.id).doc(String(question.id)).get()).data();

    expect(await answer(user, { ...json, ...answerFor(question, keys.get(question.id)!, true) })).toEqual(ALREADY_ANSWERED);
    expect(await answer(undefined, { ...json, ...answerFor(question, keys.get(question.id)!, true) })).toEqual(ALREADY_ANSWERED);
    const docs = await storedAnswers(result.id);
    expect(docs).toHaveLength(1);
    expect(docs[0]?.data()).toEqual(before);
    expect(before).toMatchObject({ is_correct: false });
    expect((await read(user, result.id)).body).toMatchObject({ answered_count: 1, answers: [expect.objectContaining({ question_id: question.id, is_correct: false })] });
  });

  it("typed text: the same after cleaning is a retry, other text is a 409", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const question = first(result, (q) => !q.is_practice && q.question_type === "open_end");
    const json = { assessment_result_id: result.id, question_id: question.id };

    const sent = await answer(user, { ...json, answer_text: "boat" });
    expect(sent.status).toBe(200);
    expect(await answer(user, { ...json, answer_text: "  boat " })).toEqual(sent);
    expect(await answer(user, { ...json, answer_text: "Boat" })).toEqual(ALREADY_ANSWERED);
    expect((await answersRef(result.id).doc(String(question.id)).get()).get("answer_text")).toBe("boat");
  });

  it("a recording with the same bytes: 200 with the stored answer and one file, whatever text comes with it; other bytes: 409, still one file", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const question = first(result, (q) => isRecording(q) && !q.is_practice);
    const audio = webmAudio();
    const upload = { resultId: result.id, questionId: question.id, transcript: "zzzz", token: user.idToken };

    const sent = await postRecording({ ...upload, bytes: audio });
    expect(sent.status).toBe(200);
    const stored = (await answersRef(result.id).doc(String(question.id)).get()).data();
    expect(stored?.audio_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await storedFiles(user, result.id)).toEqual([stored?.audio_path]);

    expect(await postRecording({ ...upload, bytes: Buffer.from(audio) })).toEqual(sent);
    expect(await storedFiles(user, result.id)).toEqual([stored?.audio_path]);

    expect(await postRecording({ ...upload, bytes: webmAudio() })).toEqual(ALREADY_ANSWERED);
    // Text sent with a recording is never kept or used, so it does not make another answer.
    expect(await postRecording({ ...upload, bytes: audio, transcript: "moon" })).toEqual(sent);
    expect(await storedFiles(user, result.id)).toEqual([stored?.audio_path]);
    expect((await answersRef(result.id).doc(String(question.id)).get()).data()).toEqual(stored);
  });
});

describe("a practice answer sent again", () => {
  it("replaces the earlier one, so 'Try Again' works: choices and recordings", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const practice = first(result, (q) => q.is_practice && !isRecording(q));
    const json = { assessment_result_id: result.id, question_id: practice.id };

    expect((await answer(undefined, { ...json, ...answerFor(practice, keys.get(practice.id)!, false) })).body).toMatchObject({ is_correct: false });
    expect((await answer(undefined, { ...json, ...answerFor(practice, keys.get(practice.id)!, true) })).body).toMatchObject({ is_correct: true });
    expect((await answersRef(result.id).doc(String(practice.id)).get()).get("is_correct")).toBe(true);

    const spoken = first(result, (q) => q.is_practice && isRecording(q));
    const upload = { resultId: result.id, questionId: spoken.id, transcript: "zzzz", token: user.idToken };
    expect((await postRecording({ ...upload, bytes: webmAudio() })).status).toBe(200);
    const firstPath = (await answersRef(result.id).doc(String(spoken.id)).get()).get("audio_path");
    const accepted = keys.get(spoken.id)!.accepted[0]!;
    expect((await postRecording({ ...upload, bytes: webmAudio(), transcript: accepted })).body).toMatchObject({ is_correct: null, needs_review: true });
    const secondPath = (await answersRef(result.id).doc(String(spoken.id)).get()).get("audio_path");
    expect(secondPath).not.toBe(firstPath);
    expect(await storedFiles(user, result.id)).toEqual([secondPath]);
    expect((await read(user, result.id)).body.answered_count).toBe(0);
  });
});

describe("simultaneous answers to one scored question", () => {
  it("10 different answers: exactly one is stored and answered 200, the other nine 409", { timeout: 120_000 }, async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const question = first(result, (q) => !q.is_practice && q.question_type === "open_end");
    const texts = Array.from({ length: 10 }, (_, i) => `word${i}`);
    const responses = await Promise.all(texts.map((answer_text) => answer(undefined, { assessment_result_id: result.id, question_id: question.id, answer_text })));

    const won = responses.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(responses.filter((r) => r.status !== 200)).toEqual(Array(9).fill(ALREADY_ANSWERED));
    const docs = await storedAnswers(result.id);
    expect(docs.map((d) => d.get("answer_text"))).toEqual([won[0]?.body.answer_text]);
    expect((await read(user, result.id)).body.answered_count).toBe(1);
  });

  it("10 answers, some the same: the winner's and its twins 200, every other 409", { timeout: 120_000 }, async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const question = first(result, (q) => !q.is_practice && q.question_type === "open_end");
    const texts = Array.from({ length: 10 }, (_, i) => `word${i % 3}`);
    const responses = await Promise.all(texts.map((answer_text) => answer(undefined, { assessment_result_id: result.id, question_id: question.id, answer_text })));

    const stored = (await storedAnswers(result.id)).map((d) => d.get("answer_text") as string);
    expect(stored).toHaveLength(1);
    responses.forEach((response, i) => {
      if (texts[i] === stored[0]) expect(response).toMatchObject({ status: 200, body: { answer_text: stored[0] } });
      else expect(response).toEqual(ALREADY_ANSWERED);
    });
  });

  it("6 recordings, two different ones three times each: the winner's three 200, the others 409, one file", { timeout: 120_000 }, async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const question = first(result, (q) => isRecording(q) && !q.is_practice);
    const takes = [webmAudio(), webmAudio()];
    const uploads = [0, 1, 0, 1, 0, 1].map((take) => postRecording({ resultId: result.id, questionId: question.id, bytes: takes[take], headers: newAddress() }));
    const responses = await Promise.all(uploads);

    const statuses = [0, 1].map((take) => responses.filter((_, i) => i % 2 === take).map((r) => r.status));
    expect(statuses.map((s) => s.join())).toEqual(expect.arrayContaining(["200,200,200", "409,409,409"]));
    const docs = await storedAnswers(result.id);
    expect(docs).toHaveLength(1);
    expect(await storedFiles(user, result.id)).toEqual([docs[0]?.get("audio_path")]);
  });
});

describe("the marks of scored questions", () => {
  async function answerEachKind(result: ResultBody, keys: Map<number, Key>, caller: { user?: TestUser; headers?: Record<string, string> }) {
    const scored = first(result, (q) => !q.is_practice && q.question_type === "radio");
    const practice = first(result, (q) => q.is_practice && !isRecording(q));
    const spoken = first(result, (q) => isRecording(q) && !q.is_practice);
    const json = (q: PublicQuestion) => ({ assessment_result_id: result.id, question_id: q.id, ...answerFor(q, keys.get(q.id)!, true) });
    // Ages 8 to 10, question 307: "farm" without its first sound ("arm"). Saying "am" is wrong; the recogniser
    // hears it as that foil and keeps what it heard, but marks nothing (decision 33): a person marks it.
    const recording = { resultId: result.id, questionId: spoken.id, bytes: await spokenWebm("am", "en-us", 140), token: caller.user?.idToken, headers: caller.headers };
    return {
      ids: { scored: scored.id, practice: practice.id, spoken: spoken.id },
      scored: await answer(caller.user, json(scored), caller.headers),
      scoredAgain: await answer(caller.user, json(scored), caller.headers),
      practice: await answer(caller.user, json(practice), caller.headers),
      spoken: await postRecording(recording),
      spokenAgain: await postRecording(recording),
    };
  }

  it("are never sent to a device holding only the result id, in answers or in the result; practice keeps its mark", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const keys = await answerKeys(result.assessment_id);
    const device = newAddress();
    const sent = await answerEachKind(result, keys, { headers: device });

    for (const response of [sent.scored, sent.scoredAgain, sent.spoken, sent.spokenAgain]) {
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).not.toContain("is_correct");
      expect(Object.keys(response.body)).not.toContain("needs_review");
    }
    expect(sent.scored.body).toMatchObject({ question_id: sent.ids.scored, assessment_result_id: result.id, section_type: expect.any(String) });
    expect(sent.practice).toMatchObject({ status: 200, body: { is_correct: true, needs_review: false } });

    const onDevice = await read(undefined, result.id, device);
    expect(onDevice.body.answers.map((a) => a.question_id).sort()).toEqual([sent.ids.scored, sent.ids.practice, sent.ids.spoken].sort());
    for (const seen of onDevice.body.answers) {
      expect(seen.section_type).toEqual(result.questions.find((q) => q.id === seen.question_id)?.section_type);
      if (seen.question_id === sent.ids.practice) expect(seen).toMatchObject({ is_correct: true, needs_review: false });
      else expect(Object.keys(seen).filter((k) => k === "is_correct" || k === "needs_review")).toEqual([]);
    }
    expect(onDevice.body).toMatchObject({ section_scores: null, risk_score: null, risk_level: null, risk_percent: null });

    // A signed-in stranger holds only the id too.
    const stranger = await createUser();
    const forStranger = await read(stranger, result.id);
    expect(forStranger.body.answers.find((a) => a.question_id === sent.ids.scored)).not.toHaveProperty("is_correct");

    // The marks were made and kept: the account holder reads them.
    const forOwner = await read(owner, result.id);
    expect(forOwner.body.answers.find((a) => a.question_id === sent.ids.scored)).toMatchObject({ is_correct: true, needs_review: false });
    // The spoken one waits for a person once the marking queue has heard it, and the device still reads no mark.
    await heardByQueue(result.id, sent.ids.spoken);
    expect((await read(owner, result.id)).body.answers.find((a) => a.question_id === sent.ids.spoken)).toMatchObject({ is_correct: null, needs_review: true });
    const later = (await read(undefined, result.id, device)).body.answers.find((a) => a.question_id === sent.ids.spoken);
    expect(Object.keys(later ?? {}).filter((k) => k === "is_correct" || k === "needs_review")).toEqual([]);
  });

  it("are sent to an account holder, in answers and in the result", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const keys = await answerKeys(result.assessment_id);
    const sent = await answerEachKind(result, keys, { user: owner });

    for (const response of [sent.scored, sent.scoredAgain, sent.practice]) {
      expect(response).toMatchObject({ status: 200, body: { is_correct: true, needs_review: false } });
    }
    // The recording is stored and answered at once; the marking queue listens after (background-marking.ts)
    // and leaves it for a person.
    expect(sent.spoken).toMatchObject({ status: 200, body: { question_id: sent.ids.spoken, is_correct: null, needs_review: true } });
    expect(sent.spokenAgain.status).toBe(200);
    await heardByQueue(result.id, sent.ids.spoken);
    const forOwner = await read(owner, result.id);
    expect(forOwner.body.answers).toHaveLength(3);
    for (const seen of forOwner.body.answers) {
      expect(seen).toMatchObject(seen.question_id === sent.ids.spoken ? { is_correct: null, needs_review: true } : { is_correct: true, needs_review: false });
    }
  });
});
