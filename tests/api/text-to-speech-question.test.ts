// POST /api/text-to-speech/ with question_id: the server says a question (or only its instruction) from
// its bank, so the device never holds words that would give an answer away.
import { describe, expect, it } from "vitest";
import { GAP } from "@readbright/domain/assessment";
import { api, apiJson } from "../fixtures/api";
import { answerKeys, newAddress, newResult } from "../fixtures/assessments";
import { createUser } from "../fixtures/users";

const speak = (json: unknown, token?: string) => api("/api/text-to-speech/", { headers: newAddress(), json, ...(token ? { token } : {}) });

describe("POST /api/text-to-speech/ with a question", () => {
  it("says only a memory question's instruction: the same words, and so the same audio, as its title", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const memory = result.questions.find((q) => q.section_type === "memory" && Array.isArray(q.image_url))!;
    const byQuestion = await speak({ assessment_result_id: result.id, question_id: memory.id, part: "instruction" });
    expect(byQuestion.status).toBe(200);
    expect(byQuestion.headers.get("content-type")).toMatch(/^audio\//);
    // The title alone was cached by that request: asking for the title's text is a cache hit.
    const byTitle = await speak({ text: memory.title }, owner.idToken);
    expect(byTitle.headers.get("x-tts-cache")).toBe("hit");
    expect(Buffer.from(await byTitle.arrayBuffer()).equals(Buffer.from(await byQuestion.arrayBuffer()))).toBe(true);
  });

  it("says a dictation's whole sentence, with the word the device never receives", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const dictation = result.questions.find((q) => q.question_subtype === "dictation")!;
    expect(dictation.read_aloud).toBeNull();
    const keys = await answerKeys(result.assessment_id);
    const word = keys.get(dictation.id)?.accepted?.[0] ?? dictation.options.find((o) => keys.get(dictation.id)?.option_ids?.includes(o.id))?.title;
    const spoken = await speak({ assessment_result_id: result.id, question_id: dictation.id, part: "question" });
    expect(spoken.status).toBe(200);
    const sentence = await speak({ text: dictation.title.replace(GAP, word as string) }, owner.idToken);
    expect(sentence.headers.get("x-tts-cache")).toBe("hit");
  });

  it("refuses a question of another assessment (400), an unknown result (404), and a question without its result (400)", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    expect((await apiJson("/api/text-to-speech/", { headers: newAddress(), json: { assessment_result_id: result.id, question_id: 999999 } })).status).toBe(400);
    expect((await apiJson("/api/text-to-speech/", { headers: newAddress(), json: { assessment_result_id: "no-such-result", question_id: 101 } })).status).toBe(404);
    expect((await apiJson("/api/text-to-speech/", { headers: newAddress(), json: { question_id: 101 } })).body).toEqual({ error: "Send text, or assessment_result_id and question_id" });
  });
});
