// Bodies are refused before they are read: a declared Content-Length over the route's limit never reaches
// a parser, and a chunked body is cut off at the limit (functions/src/http/framework-body-errors.ts).
// The Hosting emulator cannot forward a chunked request at all, so streamed bodies go to the function's
// own URL; production's front end forwards them.
import { describe, expect, it } from "vitest";
import { CSV_MESSAGES } from "@readbright/domain/csv-template";
import { ERRORS } from "@readbright/domain/messages";
import { isRecording, newAddress, newResult, postRecording, webm } from "../fixtures/assessments";
import { API_BASE_URL, FUNCTION_URL } from "../fixtures/emulators";
import { createUser } from "../fixtures/users";

const MB = 1024 * 1024;

async function post(path: string, body: BodyInit, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const base = body instanceof ReadableStream ? FUNCTION_URL : API_BASE_URL;
  const response = await fetch(`${base}${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown };
}

/** `size` bytes sent without a Content-Length, in 64 KB chunks, as a streaming client would. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, size - sent)).fill(0x42);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe("bodies over a route's limit", () => {
  it("a 50 MB upload to the public recording route is refused with the spec's message before it is parsed", async () => {
    const form = `multipart/form-data; boundary=x`;
    const declared = await post("/api/answer-recording-question/", new Uint8Array(50 * MB), { ...newAddress(), "content-type": form });
    expect(declared).toEqual({ status: 413, body: { error: ERRORS.audioTooLarge } });
    const streamed = await post("/api/answer-recording-question/", chunked(50 * MB), { ...newAddress(), "content-type": form });
    expect(streamed).toEqual({ status: 413, body: { error: ERRORS.audioTooLarge } });
  });

  it("a CSV upload over its limit is refused with the CSV message, before the caller is even checked", async () => {
    const refused = await post("/api/participants/upload/", new Uint8Array(20 * MB), { "content-type": "multipart/form-data; boundary=x" });
    expect(refused).toEqual({ status: 413, body: { error: CSV_MESSAGES.tooLarge } });
  });

  it("a JSON route takes 64 KB at most, declared or streamed", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const big = JSON.stringify({ assessment_result_id: result.id, padding: "x".repeat(2 * MB) });
    const headers = { ...newAddress(), "content-type": "application/json" };
    expect(await post("/api/start-assessment/", big, headers)).toEqual({ status: 413, body: { error: "Request body is too large" } });
    expect(await post("/api/start-assessment/", chunked(2 * MB), headers)).toEqual({ status: 413, body: { error: "Request body is too large" } });
    // The result was not touched: it was never read.
    const read = await fetch(`${API_BASE_URL}/api/get-assessment-result-by-id/${result.id}/`, { headers: { authorization: `Bearer ${user.idToken}` } });
    expect(((await read.json()) as { status: string }).status).toBe("not_started");
  });
});

describe("an upload to a result, before it is read", () => {
  // Bytes no multipart parser accepts: when a request answers anything but 400 for them, it was refused
  // before the body was parsed.
  const garbage = () => new Uint8Array(3 * MB).fill(0x42);
  const form = { "content-type": "multipart/form-data; boundary=x" };
  const upload = (query: string, headers: Record<string, string>) => post(`/api/answer-recording-question/${query}`, garbage(), { ...headers, ...form });
  const NOT_FOUND = { status: 404, body: { error: "Assessment result not found" } };

  it("checks the result named in the address: an unknown one is refused unread, a real one is then read", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const device = newAddress();
    expect(await upload("?assessment_result_id=NoSuchResult00000000", device)).toEqual(NOT_FOUND);
    expect(await upload("?assessment_result_id=..%2F..%2Fprofiles", device)).toEqual(NOT_FOUND);
    expect((await upload(`?assessment_result_id=${result.id}`, device)).status).toBe(400);
  });

  it("refuses an address out of misses before reading, whichever result it names", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const guesser = newAddress();
    for (let i = 0; i < 30; i += 1) expect(await upload(`?assessment_result_id=Guess${String(i).padStart(15, "0")}`, guesser)).toEqual(NOT_FOUND);
    const refused = await upload(`?assessment_result_id=${result.id}`, guesser);
    expect(refused).toEqual({ status: 429, body: { error: "Too many requests. Please try again later." } });
    expect((await upload("", guesser)).status).toBe(429);
    // Another device's upload is read as usual.
    expect((await upload(`?assessment_result_id=${result.id}`, newAddress())).status).toBe(400);
  });

  it("answers for the result the address names, or not at all", async () => {
    const user = await createUser();
    const [{ result }, { result: other }] = await Promise.all([newResult(user), newResult(user)]);
    const question = result.questions.find(isRecording)!;
    const sent = await postRecording({ resultId: other.id, questionId: question.id, bytes: webm(), query: `?assessment_result_id=${result.id}` });
    expect(sent).toEqual({ status: 400, body: { error: "assessment_result_id in the address and in the form must be the same" } });
  });
});

