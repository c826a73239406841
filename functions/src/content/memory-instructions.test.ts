// Every memory question in the bank is told what its own choices are: the prompt and help never name a
// kind of choice (images, letters, numbers, an order) the question does not have. The kind is read from
// the options themselves, not from the sub-section the prompt is chosen by.
import { describe, expect, it } from "vitest";
import { isMemoryQuestion } from "@readbright/domain/assessment";
import { MEMORY_KINDS, memoryKind, memoryPrompt } from "@readbright/domain/memory-instructions";
import { ENGLISH_BANK } from "./bank";
import { OBJECT_NAMES } from "./images";
import PICTURE_MANIFEST from "./picture-manifest.json";
import type { BankQuestion } from "./types";

type Choice = "images" | "letters" | "numbers" | "picture orders";

const nameOfUrl = new Map(Object.entries(PICTURE_MANIFEST as Record<string, string>).map(([name, url]) => [url, name]));
const objects = new Set<string>(OBJECT_NAMES);

/** What the options are, from what they show: pictures of objects or letters, digits in a row, or a list of objects. */
function choiceOf(question: BankQuestion): Choice {
  const kinds = new Set(
    question.options.map((option): Choice | "unknown" => {
      const picture = option.image_url ? nameOfUrl.get(option.image_url) : undefined;
      if (picture && objects.has(picture)) return "images";
      if (picture?.startsWith("letter-")) return "letters";
      if (!picture && /^\d( \d)+$/.test(option.title)) return "numbers";
      if (!picture && option.title.split(", ").length > 1 && option.title.split(", ").every((name) => objects.has(name))) return "picture orders";
      return "unknown";
    }),
  );
  expect(kinds.size, `question ${question.id}'s options are all of one kind`).toBe(1);
  const [kind] = [...kinds];
  expect(kind, `question ${question.id}'s options are a known kind`).not.toBe("unknown");
  return kind as Choice;
}

/** The words that name each kind of choice. */
const NAMES: Record<Choice, RegExp> = {
  images: /\b(image|picture)s?\b/i,
  letters: /\bletters?\b/i,
  numbers: /\bnumbers?\b/i,
  "picture orders": /\border\b/i,
};
/** A kind whose words another kind may also use: an order of pictures names pictures, an order of numbers an order. */
const ALSO_SAYS: Record<Choice, Choice[]> = { images: [], letters: [], numbers: ["picture orders"], "picture orders": ["images"] };

// The English words; es/spanish-bank.test.ts holds the same checks in Spanish.
const memory = ENGLISH_BANK.flatMap((assessment) => assessment.questions.filter((q) => isMemoryQuestion(q)).map((question) => ({ assessment, question })));

describe("memory instructions", () => {
  it("name the question's own kind of choice and no other, in the prompt and in every help step", () => {
    expect(memory.length).toBeGreaterThan(20);
    for (const { assessment, question } of memory) {
      const choice = choiceOf(question);
      const texts = [memoryPrompt(question), ...(question.help ?? []).map((step) => step.text)];
      for (const text of texts) {
        const label = `${assessment.id} question ${question.id} (${choice}): "${text}"`;
        for (const other of Object.keys(NAMES) as Choice[]) {
          if (other === choice || ALSO_SAYS[choice].includes(other)) continue;
          expect(NAMES[other].test(text), `${label} names ${other}`).toBe(false);
        }
      }
      expect(NAMES[choice].test(memoryPrompt(question)), `${question.id}: the prompt names ${choice}`).toBe(true);
    }
  });

  it("ask for one answer only where one is right, and for every one seen where several are", () => {
    for (const { assessment, question } of memory) {
      const right = question.key.option_ids?.length ?? 0;
      const prompt = memoryPrompt(question);
      const label = `${assessment.id} question ${question.id}: "${prompt}"`;
      if (question.question_type === "multiple_select") expect(prompt, label).toMatch(/\b(images|letters)\b/);
      else expect(right, label).toBe(1);
      if (choiceOf(question) === "images" && question.question_type === "radio") expect(prompt, label).toMatch(/\bone image\b/);
    }
  });

  it("cover every kind of memory item in the bank, and the bank uses every kind", () => {
    const used = new Set(memory.map(({ question }) => memoryKind(question)));
    expect(used.has(null)).toBe(false);
    expect([...used].sort()).toEqual([...MEMORY_KINDS].sort());
  });

  it("give nothing away: no prompt or help step names a picture, a letter or a number that was shown", () => {
    for (const { question } of memory) {
      const shown = (question.image_url as string[]).map((url) => nameOfUrl.get(url) ?? "");
      const words = shown.map((name) => name.replace(/^(letter|digit)-/, ""));
      for (const text of [memoryPrompt(question), ...(question.help ?? []).map((step) => step.text.replace("after 5 seconds", ""))]) {
        for (const word of words) expect(new RegExp(`\\b${word}\\b`, "i").test(text), `${question.id}: "${text}" names ${word}`).toBe(false);
      }
    }
  });
});
