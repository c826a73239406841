import { describe, expect, it } from "vitest";
import { memoryQuestion, question } from "../testing/player-factories";
import { questionSpeech } from "./question-speech";

describe("questionSpeech", () => {
  it("says only a memory question's instruction while its pictures are shown, never its options", () => {
    const memory = memoryQuestion(102, { read_aloud: "Remember these pictures. [pause 0.75] cat [pause 0.5] dog" });
    const viewing = questionSpeech(memory, "viewing");
    expect(viewing.source).toEqual({ questionId: 102, part: "instruction" });
    expect(viewing.fallbackText).toBe(memory.title);
    expect(viewing.fallbackText).not.toMatch(/cat|dog/);
  });

  it("says the whole question once the options are on screen, with the question's own reader text as the fallback", () => {
    const rhyme = question({ id: 303, read_aloud: "Do cat and hat rhyme? [pause 0.75] Yes [pause 0.5] No" });
    expect(questionSpeech(rhyme, "answering")).toEqual({
      source: { questionId: 303, part: "question" },
      fallbackText: "Do cat and hat rhyme? [pause 0.75] Yes [pause 0.5] No",
      language: "en",
    });
  });

  it("names the test's language, so the browser's voice reads a Spanish test in Spanish", () => {
    const rhyme = question({ id: 303, title: "¿Riman sol y col?", read_aloud: "¿Riman sol y col? [pause 0.75] Sí [pause 0.5] No" });
    expect(questionSpeech(rhyme, "answering", "es")).toMatchObject({ fallbackText: "¿Riman sol y col? [pause 0.75] Sí [pause 0.5] No", language: "es" });
    expect(questionSpeech(rhyme, "viewing", "es").language).toBe("es");
  });

  it("has no fallback text where the server keeps the words (a dictation's missing word)", () => {
    expect(questionSpeech(question({ id: 313, read_aloud: null }), "answering").fallbackText).toBeNull();
  });
});
