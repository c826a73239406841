import type { PublicQuestion } from "@readbright/domain/assessment";
import { pauseMarker, PAUSE_AFTER_TITLE_S, PAUSE_BETWEEN_OPTIONS_S } from "@readbright/domain/speech";
import { describe, expect, it } from "vitest";
import { questionSpeechText } from "./question-speech-text";

function question(overrides: Partial<PublicQuestion> = {}): PublicQuestion {
  return {
    id: 7,
    title: "Which word rhymes with cat?",
    image_url: null,
    question_type: "radio",
    question_subtype: "rhyme",
    options: ["hat", "dog", "sun"].map((title, index) => ({ id: `o${index}`, title, image_url: null, question_id: 7 })),
    section_type: "phonological_awareness",
    is_practice: false,
    read_aloud: "",
    ...overrides,
  };
}

describe("questionSpeechText", () => {
  it("reads the title, pauses 0.75 s, then the options with 0.5 s between them", () => {
    const after = pauseMarker(PAUSE_AFTER_TITLE_S);
    const between = pauseMarker(PAUSE_BETWEEN_OPTIONS_S);
    expect(questionSpeechText(question())).toBe(`Which word rhymes with cat? ${after} hat ${between} dog ${between} sun`);
    expect(after).toBe("[pause 0.75]");
    expect(between).toBe("[pause 0.5]");
  });

  it("reads only the title when there are no options", () => {
    expect(questionSpeechText(question({ options: [] }))).toBe("Which word rhymes with cat?");
  });

  it("uses the reader text the question carries", () => {
    expect(questionSpeechText(question({ read_aloud: "Say the word: banana" }))).toBe("Say the word: banana");
  });
});
