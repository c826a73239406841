import { describe, expect, it } from "vitest";
import { TTS_MAX_TEXT_LENGTH } from "@readbright/domain/speech";
import { adminDb } from "../fixtures/admin";
import { rateLimitDocId } from "../fixtures/rate-limits";
import { api, apiJson } from "../fixtures/api";
import { newAddress, newResult } from "../fixtures/assessments";
import { createUser } from "../fixtures/users";

const SPEECH_SPENT = "Error retrieving speech, try again later.";
const fresh = (label: string) => `${label} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;

describe("POST /api/text-to-speech/", () => {
  it("refuses a request without a token", async () => {
    expect((await apiJson("/api/text-to-speech/", { json: { text: "Hello" } })).status).toBe(401);
  });
  it.each([
    ["empty text", { text: "" }],
    ["no text", {}],
    ["oversized text", { text: "a".repeat(TTS_MAX_TEXT_LENGTH + 1) }],
  ])("refuses %s with a 400", async (_name, json) => {
    const user = await createUser();
    const { status, body } = await apiJson("/api/text-to-speech/", { token: user.idToken, json });
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
  });
  it("speaks the text, then serves the same phrase from the cache", async () => {
    const user = await createUser();
    // A phrase no earlier run has cached.
    const json = { text: `Which picture shows a cat? [pause 0.75] ${Date.now()} [pause 0.5] dog` };
    const first = await api("/api/text-to-speech/", { token: user.idToken, json });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^audio\/(wav|mpeg)/);
    expect(first.headers.get("x-tts-cache")).toBe("miss");
    const audio = Buffer.from(await first.arrayBuffer());
    expect(audio.length).toBeGreaterThan(1000);

    const second = await api("/api/text-to-speech/", { token: user.idToken, json });
    expect(second.status).toBe(200);
    expect(second.headers.get("x-tts-cache")).toBe("hit");
    expect(Buffer.from(await second.arrayBuffer()).equals(audio)).toBe(true);
  });
});

describe("paid speech", () => {
  it("offers a signed-in account the standard voices only: a premium or unknown name is a 400 naming them, and nothing is charged", async () => {
    const user = await createUser();
    for (const voice_id of ["en-US-Wavenet-D", "en-US-Studio-O", "nonexistent"]) {
      expect(await apiJson("/api/text-to-speech/", { token: user.idToken, json: { text: fresh("Hello"), voice_id } })).toEqual({ status: 400, body: { error: "voice_id must be one of: en-us, en-gb, en-gb-x-rp, en-gb-scotland, es-419, es" } });
    }
    expect((await api("/api/text-to-speech/", { token: user.idToken, json: { text: fresh("Hello"), voice_id: "en-gb" } })).status).toBe(200);
    // The Spanish voices too (decision 50): locally espeak-ng's.
    expect((await api("/api/text-to-speech/", { token: user.idToken, json: { text: fresh("Hola"), voice_id: "es-419" } })).status).toBe(200);
  });

  it("reads a signed-out device only its own test's words, in the default voice", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const device = (json: Record<string, unknown>) => apiJson("/api/text-to-speech/", { headers: newAddress(), json: { assessment_result_id: result.id, ...json } });

    expect(await device({ text: fresh("Buy cheap watches") })).toEqual({ status: 403, body: { error: "A test-taker's device may only hear its own test's questions" } });
    expect(await device({ text: result.questions[0]!.title, voice_id: "en-gb" })).toEqual({ status: 403, body: { error: "A test-taker's device uses the default voice" } });
    const own = await api("/api/text-to-speech/", { headers: newAddress(), json: { assessment_result_id: result.id, text: result.questions[0]!.title } });
    expect(own.status).toBe(200);
  });

  it("gives an account a daily quota of new phrases; past it 429 with Retry-After, while cached phrases and tests' questions stay free", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const cached = fresh("Read me");
    expect((await api("/api/text-to-speech/", { token: user.idToken, json: { text: cached } })).headers.get("x-tts-cache")).toBe("miss");
    // 200 real syntheses take a while, so the quota's own counter for today (functions/src/services/rate-limits/rate-limits.ts)
    // is topped up to the limit.
    const day = 24 * 60 * 60 * 1000;
    const ref = adminDb().collection("rate_limits").doc(await rateLimitDocId(`speech-new-phrases@${Math.floor(Date.now() / day) * day}`, user.uid));
    expect((await ref.get()).get("count")).toBe(1);
    await ref.update({ count: 200 });

    const refused = await api("/api/text-to-speech/", { token: user.idToken, json: { text: fresh("One too many") } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: SPEECH_SPENT });
    // A day's quota: it comes back at midnight (UTC), when the day's counter ends.
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(86_400);
    const again = await api("/api/text-to-speech/", { token: user.idToken, json: { text: cached } });
    expect([again.status, again.headers.get("x-tts-cache")]).toEqual([200, "hit"]);
    const question = await api("/api/text-to-speech/", { token: user.idToken, json: { assessment_result_id: result.id, question_id: result.questions[1]!.id, part: "question" } });
    expect(question.status).toBe(200);
  });

  it("refuses pauses that would add up to more than 15 seconds", async () => {
    const user = await createUser();
    const { status, body } = await apiJson("/api/text-to-speech/", { token: user.idToken, json: { text: `Wait ${"[pause 10] ".repeat(2)} go` } });
    expect({ status, body }).toEqual({ status: 400, body: { error: "Pauses must add up to at most 15 seconds" } });
  });
});
