// Memory section items: pictures, numbers or letters shown for 5 seconds (image_url is a list), then
// options to pick what was seen. Written once; each language gives its words (en/, es/memory-items.ts).
import type { TestLanguage } from "@readbright/domain/test-language";
import { buildQuestion, indexesWhere, numberLabels } from "./build-question";
import type { QuestionDraft } from "./build-question";
import type { Digit, Letter, ObjectName } from "./images";
import type { BankQuestion } from "./types";

/** A language's words for the memory items: their titles, and what each object picture is called. */
export interface MemoryWording {
  language: TestLanguage;
  pictureName: (name: ObjectName) => string;
  pictureMemory: (count: number) => string;
  spotMemory: string;
  digitSpan: (count: number) => string;
  pictureOrder: string;
  letterMemory: (count: number) => string;
}

type MemoryDraft = Omit<QuestionDraft, "section_type" | "language">;

/** The memory builders, asking in the wording's language. */
export function memoryItems(wording: MemoryWording) {
  const memoryQuestion = (draft: MemoryDraft) => buildQuestion({ ...draft, section_type: "memory", language: wording.language });
  const pictureOptions = (names: ObjectName[]) => names.map((name) => ({ title: wording.pictureName(name), image: name }));

  /** Several targets: select every picture that was shown. */
  function pictureMemory(id: number, shown: ObjectName[], options: ObjectName[]): BankQuestion {
    return memoryQuestion({
      id,
      question_type: "multiple_select",
      question_subtype: "picture_memory",
      title: wording.pictureMemory(shown.length),
      image: shown,
      options: pictureOptions(options),
      correct: indexesWhere(options, (name) => shown.includes(name)),
    });
  }

  /** A single target: exactly one option was among the pictures shown. */
  function spotMemory(id: number, shown: ObjectName[], options: ObjectName[]): BankQuestion {
    return memoryQuestion({
      id,
      question_type: "radio",
      question_subtype: "picture_memory",
      title: wording.spotMemory,
      image: shown,
      options: pictureOptions(options),
      correct: indexesWhere(options, (name) => shown.includes(name)),
    });
  }

  /** Digit span (recognition): numbers shown in a row, then the same numbers in four orders. */
  function digitSpan(id: number, digits: string, orders: string[]): BankQuestion {
    return memoryQuestion({
      id,
      question_type: "radio",
      question_subtype: "digit_span",
      title: wording.digitSpan(digits.length),
      image: [...digits].map((d) => `digit-${d as Digit}` as const),
      options: orders.map((order) => ({ title: [...order].join(" ") })),
      correct: indexesWhere(orders, (order) => order === digits),
    });
  }

  /** Sequence memory: pictures shown left to right, then orders of the same pictures. */
  function pictureOrder(id: number, shown: ObjectName[], orders: ObjectName[][]): BankQuestion {
    return memoryQuestion({
      id,
      question_type: "radio",
      question_subtype: "sequence_memory",
      title: wording.pictureOrder,
      image: shown,
      options: orders.map((order) => ({ title: order.map(wording.pictureName).join(", ") })),
      correct: indexesWhere(orders, (order) => order.join() === shown.join()),
    });
  }

  /** Letters that are mirror images of each other: select every letter shown. */
  function letterMemory(id: number, shown: Letter[], options: Letter[]): BankQuestion {
    const labels = numberLabels(options);
    return memoryQuestion({
      id,
      question_type: "multiple_select",
      question_subtype: "letter_memory",
      title: wording.letterMemory(shown.length),
      image: shown.map((letter) => `letter-${letter}` as const),
      options: options.map((letter, i) => ({ title: labels[i] as string, image: `letter-${letter}` as const })),
      correct: indexesWhere(options, (letter) => shown.includes(letter)),
    });
  }

  return { pictureMemory, spotMemory, digitSpan, pictureOrder, letterMemory };
}
