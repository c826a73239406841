import { beforeEach, describe, expect, it, vi } from "vitest";
import { ASSESSMENT_BANK } from "../../content/bank";
import type { StoredResult } from "../results/stored-result";
import { storedResult } from "../../../test-support/stored-results";
import { resultAccess } from "../results/result-access";
import { takeFromBudget } from "../rate-limits/rate-limits";
import { assessmentWords, NEW_PHRASE_QUOTA, planSpeech, SPEECH_ACCESS_ERRORS } from "./speech-access-service";
import { asyncRefusal as refusal } from "../../../test-support/refusal";

vi.mock("../results/result-access", () => ({ resultAccess: vi.fn() }));
vi.mock("../rate-limits/rate-limits", () => ({ takeFromBudget: vi.fn() }));

const assessment = ASSESSMENT_BANK[0]!;
const question = assessment.questions.find((q) => q.options.length > 1 && !q.is_practice)!;
const device = { user: null, clientIp: "203.0.113.9" };
const account = { user: { uid: "parent-1", email: "p@example.com", emailVerified: true }, clientIp: "203.0.113.9" };

function holding(result: Partial<StoredResult>, viaCapability = true) {
  vi.mocked(resultAccess).mockResolvedValue({ result: storedResult({ assessment_id: assessment.id, status: "in_progress", ...result }), viaCapability } as never);
}

beforeEach(() => {
  vi.mocked(takeFromBudget).mockReset().mockResolvedValue();
  holding({});
});

describe("planSpeech for a test-taker's device", () => {
  it("reads its own questions, from the bank or as the same words, free in the default voice", async () => {
    const byId = await planSpeech(device, { assessment_result_id: "r1", question_id: question.id, part: "question" });
    expect(byId.text).toBe(question.speech);
    const byText = await planSpeech(device, { assessment_result_id: "r1", text: question.title });
    expect(byText.text).toBe(question.title);
    await byText.onMiss("en-us", "en-us");
    expect(takeFromBudget).not.toHaveBeenCalled();
  });

  it("refuses any other text, another voice, a closed test and no result at all", async () => {
    expect(await refusal(() => planSpeech(device, { assessment_result_id: "r1", text: "Buy cheap watches" }))).toEqual({ status: 403, message: SPEECH_ACCESS_ERRORS.notThisTest });
    expect(await refusal(() => planSpeech(device, { assessment_result_id: "r1", text: question.title, voice_id: "en-gb" }))).toEqual({
      status: 403,
      message: SPEECH_ACCESS_ERRORS.voiceForDevice,
    });
    holding({ status: "completed" });
    expect(await refusal(() => planSpeech(device, { assessment_result_id: "r1", text: question.title }))).toMatchObject({ status: 403 });
    expect(await refusal(() => planSpeech(device, { text: "Hello" }))).toMatchObject({ status: 401 });
  });
});

describe("planSpeech for an account", () => {
  it("charges a new phrase of its own text to the account's daily quota", async () => {
    const plan = await planSpeech(account, { text: "Anything at all" });
    expect(plan.typedBy).toBe("parent-1");
    await plan.onMiss("en-us", "en-us");
    expect(takeFromBudget).toHaveBeenCalledWith(NEW_PHRASE_QUOTA, "parent-1");
    expect(NEW_PHRASE_QUOTA).toMatchObject({ limit: 200, windowMs: 86_400_000, message: "Error retrieving speech, try again later." });
  });

  it("reads its results' questions free in the default voice, charged in any other", async () => {
    holding({}, false);
    const plan = await planSpeech(account, { assessment_result_id: "r1", question_id: question.id, part: "instruction" });
    expect(plan.typedBy).toBeNull();
    await plan.onMiss("en-us", "en-us");
    expect(takeFromBudget).not.toHaveBeenCalled();
    await plan.onMiss("en-gb", "en-us");
    expect(takeFromBudget).toHaveBeenCalledTimes(1);
  });

  it("passes the quota's refusal on", async () => {
    vi.mocked(takeFromBudget).mockRejectedValue(Object.assign(new Error(SPEECH_ACCESS_ERRORS.quotaSpent), { status: 429 }));
    const plan = await planSpeech(account, { text: "One too many" });
    await expect(plan.onMiss("en-us", "en-us")).rejects.toMatchObject({ status: 429 });
  });
});

describe("assessmentWords", () => {
  it("holds each question's full reading and its instruction, and no answer a device could not hear anyway", () => {
    const words = assessmentWords(assessment.questions);
    for (const q of assessment.questions) {
      expect(words.has(q.speech)).toBe(true);
      expect(words.has(q.title)).toBe(true);
    }
    expect(words.size).toBeLessThanOrEqual(assessment.questions.length * 2);
  });
});

describe("planSpeech's language", () => {
  it("is the test's language for its questions, and English for an account's own text", async () => {
    const spanish = ASSESSMENT_BANK.find((a) => a.id === "age-5-7-es-v1")!;
    const spanishQuestion = spanish.questions.find((q) => q.id === 303)!;
    vi.mocked(resultAccess).mockResolvedValue({ result: storedResult({ assessment_id: spanish.id, language: "es", status: "in_progress" }), viaCapability: true } as never);
    expect(await planSpeech(device, { assessment_result_id: "r1", question_id: 303, part: "question" })).toMatchObject({ text: spanishQuestion.speech, language: "es" });
    expect(await planSpeech(device, { assessment_result_id: "r1", text: spanishQuestion.title })).toMatchObject({ language: "es" });
    holding({});
    expect(await planSpeech(device, { assessment_result_id: "r1", question_id: question.id })).toMatchObject({ language: "en" });
    expect(await planSpeech(account, { text: "Hola" })).toMatchObject({ language: "en" });
  });
});
