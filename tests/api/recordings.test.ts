// Hearing a recorded answer: the stored bytes with their type, single byte ranges, and one
// 404 for everything missing. Who may hear it: recordings-access.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { RECORDING_MESSAGES } from "@readbright/domain/api/recordings";
import { adminBucket } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { answerFor, answerKeys, isRecording, newAddress, newResult } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { audioPathOf, hear, heard, mp4Audio, record, recordingQuestions, refusal, webmAudio } from "../fixtures/recordings";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

const SIZE = 6_000;
const NOT_FOUND = { status: 404, body: { error: RECORDING_MESSAGES.notFound } };

let owner: TestUser;
let result: ResultBody;
let webmQuestion: number;
let mp4Question: number;
const audio = webmAudio(SIZE);
const mp4 = mp4Audio(3_000);

const asOwner = (headers: Record<string, string> = {}) => ({ token: owner.idToken, headers });

beforeAll(async () => {
  owner = await createUser();
  ({ result } = await newResult(owner));
  const [first, second] = recordingQuestions(result);
  if (!first || !second) throw new Error("the 8-10 assessment needs two recording questions");
  webmQuestion = first.id;
  mp4Question = second.id;
  await record(result, webmQuestion, audio);
  await record(result, mp4Question, mp4, "audio/mp4");
});

describe("GET /api/assessment-results/{id}/recordings/{question_id}/", () => {
  it("sends the owner the exact bytes uploaded, with their type and length, ranges offered and no caching", async () => {
    expect(await heard(hear(result.id, webmQuestion, asOwner()))).toEqual({
      status: 200,
      headers: { "content-type": "audio/webm", "content-length": String(SIZE), "content-range": null, "accept-ranges": "bytes", "cache-control": "private, no-store" },
      bytes: audio,
    });
  });

  it("sends an mp4 recording (Safari's) as audio/mp4", async () => {
    const got = await heard(hear(result.id, mp4Question, asOwner()));
    expect(got).toMatchObject({ status: 200, headers: { "content-type": "audio/mp4", "content-length": "3000" } });
    expect(got.bytes.equals(mp4)).toBe(true);
  });

  it.each([
    ["the first bytes", "bytes=0-99", 0, 99],
    ["a middle slice", "bytes=1000-1999", 1000, 1999],
    ["one byte", "bytes=64-64", 64, 64],
    ["a suffix", "bytes=-100", SIZE - 100, SIZE - 1],
    ["a suffix longer than the file", "bytes=-100000", 0, SIZE - 1],
    ["an open end", "bytes=5000-", 5000, SIZE - 1],
    ["from byte 0 (what audio players ask first)", "bytes=0-", 0, SIZE - 1],
    ["a last byte past the end", "bytes=5900-999999", 5900, SIZE - 1],
  ])("sends %s (%s) as 206 with its Content-Range", async (_name, range, start, end) => {
    expect(await heard(hear(result.id, webmQuestion, asOwner({ range })))).toEqual({
      status: 206,
      headers: {
        "content-type": "audio/webm",
        "content-length": String(end - start + 1),
        "content-range": `bytes ${start}-${end}/${SIZE}`,
        "accept-ranges": "bytes",
        "cache-control": "private, no-store",
      },
      bytes: audio.subarray(start, end + 1),
    });
  });

  it.each(["bytes=6000-", "bytes=6000-7000", "bytes=99999999999999999999-", "bytes=-0"])("answers the unsatisfiable %s with 416 and the size", async (range) => {
    const response = await hear(result.id, webmQuestion, asOwner({ range }));
    expect(response.headers.get("content-range")).toBe(`bytes */${SIZE}`);
    expect(await refusal(response)).toEqual({ status: 416, body: { error: RECORDING_MESSAGES.rangeNotSatisfiable } });
  });

  it.each([
    ["letters", { range: "bytes=abc-def" }],
    ["last before first", { range: "bytes=500-100" }],
    ["another unit", { range: "items=0-99" }],
    ["no unit", { range: "0-99" }],
    ["a lone dash", { range: "bytes=-" }],
    ["two ranges", { range: "bytes=0-9,20-29" }],
    ["an If-Range we cannot match", { range: "bytes=0-99", "if-range": '"some-etag"' }],
  ])("ignores a Range with %s and sends the whole file", async (_name, headers) => {
    const got = await heard(hear(result.id, webmQuestion, asOwner(headers)));
    expect(got).toMatchObject({ status: 200, headers: { "content-length": String(SIZE), "content-range": null } });
    expect(got.bytes.equals(audio)).toBe(true);
  });

  it("answers HEAD with the headers alone", async () => {
    const response = await hear(result.id, webmQuestion, { ...asOwner(), method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(SIZE));
    expect(response.headers.get("content-type")).toBe("audio/webm");
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });
});

describe("one 404 for every recording that is not there", () => {
  it("for a question not answered yet, a question not in the test, an answer without audio and an unknown result", async () => {
    const keys = await answerKeys(result.assessment_id);
    const choice = result.questions.find((q) => !isRecording(q) && q.options.length > 0 && keys.has(q.id))!;
    const answered = await apiJson("/api/answer-question/", {
      headers: newAddress(),
      json: { assessment_result_id: result.id, question_id: choice.id, ...answerFor(choice, keys.get(choice.id)!, true) },
    });
    expect(answered.status).toBe(200);
    const unanswered = recordingQuestions(result).find((q) => ![webmQuestion, mp4Question].includes(q.id));

    const missing = [
      hear(result.id, choice.id, asOwner()),
      hear(result.id, 999_999, asOwner()),
      hear("ZzYyXxWwVvUuTtSsRrQq", webmQuestion, asOwner()),
      ...(unanswered ? [hear(result.id, unanswered.id, asOwner())] : []),
    ];
    for (const response of missing) expect(await refusal(response)).toEqual(NOT_FOUND);
  });

  it("for a file deleted from Storage and for a deleted result", async () => {
    const { result: other } = await newResult(owner);
    const [question] = recordingQuestions(other);
    await record(other, question!.id, webmAudio());
    expect((await hear(other.id, question!.id, asOwner())).status).toBe(200);

    await adminBucket().file(await audioPathOf(other.id, question!.id)).delete();
    expect(await refusal(hear(other.id, question!.id, asOwner()))).toEqual(NOT_FOUND);

    await record(other, question!.id, webmAudio());
    expect((await hear(other.id, question!.id, asOwner())).status).toBe(200);
    expect((await api(`/api/assessment-results/${other.id}`, { method: "DELETE", token: owner.idToken })).status).toBe(204);
    expect(await refusal(hear(other.id, question!.id, asOwner()))).toEqual(NOT_FOUND);
  });
});

describe("bad parameters", () => {
  it.each([
    ["question_id 0", "0", RECORDING_MESSAGES.questionIdInvalid],
    ["a negative question_id", "-1", RECORDING_MESSAGES.questionIdInvalid],
    ["a fractional question_id", "1.5", RECORDING_MESSAGES.questionIdInvalid],
    ["question_id in exponent form", "1e2", RECORDING_MESSAGES.questionIdInvalid],
    ["question_id in hex", "0x10", RECORDING_MESSAGES.questionIdInvalid],
    ["a word as question_id", "abc", RECORDING_MESSAGES.questionIdInvalid],
    ["a question_id past the safe integers", "99999999999999999999", RECORDING_MESSAGES.questionIdInvalid],
    ["an encoded blank in question_id", "%207", RECORDING_MESSAGES.questionIdInvalid],
  ])("refuses %s with 400", async (_name, questionId, error) => {
    expect(await refusal(hear(result.id, questionId, asOwner()))).toEqual({ status: 400, body: { error } });
  });

  it.each([
    ["a reserved id", "__name__"],
    ["an id of 129 characters", "x".repeat(129)],
    ["an encoded slash", "profiles%2Fsomeone"],
    ["emoji", "%F0%9F%98%80"],
    ["markup", "%3Cscript%3E"],
  ])("refuses %s as the result id with 400", async (_name, id) => {
    expect(await refusal(hear(id, webmQuestion, asOwner()))).toEqual({ status: 400, body: { error: RECORDING_MESSAGES.idInvalid } });
  });
});
