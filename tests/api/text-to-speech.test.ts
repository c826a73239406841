import { describe, expect, it } from "vitest";
import { TTS_MAX_TEXT_LENGTH } from "@readbright/domain/speech";
import { api, apiJson } from "../fixtures/api";
import { createUser } from "../fixtures/users";

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
