// Bodies are refused before they are read: a declared Content-Length over the route's limit never reaches
// a parser, and a chunked body is cut off at the limit (functions/src/http/framework-body-errors.ts).
// The Hosting emulator cannot forward a chunked request at all, so streamed bodies go to the function's
// own URL; production's front end forwards them.
import { describe, expect, it } from "vitest";
import { CSV_MESSAGES } from "@readbright/domain/csv-template";
import { ERRORS } from "@readbright/domain/messages";
import { newAddress, newResult } from "../fixtures/assessments";
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
