// Memory section items: pictures, numbers or letters shown for 5 seconds (image_url is a list),
// then options to pick what was seen.
import { buildQuestion, indexesWhere, numberLabels } from "./build-question";
import type { Digit, Letter, ObjectName } from "./images";
import type { BankQuestion } from "./types";

/** Several targets: select every picture that was shown. */
export function pictureMemory(id: number, shown: ObjectName[], options: ObjectName[]): BankQuestion {
  return buildQuestion({
    id,
    section_type: "memory",
    question_type: "multiple_select",
    question_subtype: "picture_memory",
    title: `Remember these ${shown.length} pictures.`,
    image: shown,
    options: options.map((name) => ({ title: name, image: name })),
    correct: indexesWhere(options, (name) => shown.includes(name)),
  });
}

/** A single target: exactly one option was among the pictures shown. */
export function spotMemory(id: number, shown: ObjectName[], options: ObjectName[]): BankQuestion {
  return buildQuestion({
    id,
    section_type: "memory",
    question_type: "radio",
    question_subtype: "picture_memory",
    title: "Remember these pictures. Only one of them will come back.",
    image: shown,
    options: options.map((name) => ({ title: name, image: name })),
    correct: indexesWhere(options, (name) => shown.includes(name)),
  });
}

/** Digit span (recognition): numbers shown in a row, then the same numbers in four orders. */
export function digitSpan(id: number, digits: string, orders: string[]): BankQuestion {
  return buildQuestion({
    id,
    section_type: "memory",
    question_type: "radio",
    question_subtype: "digit_span",
    title: `Remember these ${digits.length} numbers in order.`,
    image: [...digits].map((d) => `digit-${d as Digit}` as const),
    options: orders.map((order) => ({ title: [...order].join(" ") })),
    correct: indexesWhere(orders, (order) => order === digits),
  });
}

/** Sequence memory: pictures shown left to right, then orders of the same pictures. */
export function pictureOrder(id: number, shown: ObjectName[], orders: ObjectName[][]): BankQuestion {
  return buildQuestion({
    id,
    section_type: "memory",
    question_type: "radio",
    question_subtype: "sequence_memory",
    title: "Remember the order of these pictures, from left to right.",
    image: shown,
    options: orders.map((order) => ({ title: order.join(", ") })),
    correct: indexesWhere(orders, (order) => order.join() === shown.join()),
  });
}

/** Letters that are mirror images of each other: select every letter shown. */
export function letterMemory(id: number, shown: Letter[], options: Letter[]): BankQuestion {
  const labels = numberLabels(options);
  return buildQuestion({
    id,
    section_type: "memory",
    question_type: "multiple_select",
    question_subtype: "letter_memory",
    title: `Remember these ${shown.length} letters.`,
    image: shown.map((letter) => `letter-${letter}` as const),
    options: options.map((letter, i) => ({ title: labels[i] as string, image: `letter-${letter}` as const })),
    correct: indexesWhere(options, (letter) => shown.includes(letter)),
  });
}
