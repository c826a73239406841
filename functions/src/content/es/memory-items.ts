// Memory items of the Spanish bank: the same kinds as memory-items.ts, with Spanish titles and picture names.
import { buildQuestion, indexesWhere, numberLabels } from "../build-question";
import type { Digit, Letter, ObjectName } from "../images";
import type { BankQuestion } from "../types";
import { spanishWord } from "./object-words";

const ES = "es" as const;

/** Several targets: select every picture that was shown. */
export function pictureMemory(id: number, shown: ObjectName[], options: ObjectName[]): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
    section_type: "memory",
    question_type: "multiple_select",
    question_subtype: "picture_memory",
    title: `Recuerda estos ${shown.length} dibujos.`,
    image: shown,
    options: options.map((name) => ({ title: spanishWord(name), image: name })),
    correct: indexesWhere(options, (name) => shown.includes(name)),
  });
}

/** A single target: exactly one option was among the pictures shown. */
export function spotMemory(id: number, shown: ObjectName[], options: ObjectName[]): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
    section_type: "memory",
    question_type: "radio",
    question_subtype: "picture_memory",
    title: "Recuerda estos dibujos. Solo uno de ellos volverá a salir.",
    image: shown,
    options: options.map((name) => ({ title: spanishWord(name), image: name })),
    correct: indexesWhere(options, (name) => shown.includes(name)),
  });
}

/** Digit span (recognition): numbers shown in a row, then the same numbers in four orders. */
export function digitSpan(id: number, digits: string, orders: string[]): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
    section_type: "memory",
    question_type: "radio",
    question_subtype: "digit_span",
    title: `Recuerda estos ${digits.length} números en orden.`,
    image: [...digits].map((d) => `digit-${d as Digit}` as const),
    options: orders.map((order) => ({ title: [...order].join(" ") })),
    correct: indexesWhere(orders, (order) => order === digits),
  });
}

/** Sequence memory: pictures shown left to right, then orders of the same pictures. */
export function pictureOrder(id: number, shown: ObjectName[], orders: ObjectName[][]): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
    section_type: "memory",
    question_type: "radio",
    question_subtype: "sequence_memory",
    title: "Recuerda el orden de estos dibujos, de izquierda a derecha.",
    image: shown,
    options: orders.map((order) => ({ title: order.map(spanishWord).join(", ") })),
    correct: indexesWhere(orders, (order) => order.join() === shown.join()),
  });
}

/** Letters that are mirror images of each other: select every letter shown. */
export function letterMemory(id: number, shown: Letter[], options: Letter[]): BankQuestion {
  const labels = numberLabels(options);
  return buildQuestion({
    id,
    language: ES,
    section_type: "memory",
    question_type: "multiple_select",
    question_subtype: "letter_memory",
    title: `Recuerda estas ${shown.length} letras.`,
    image: shown.map((letter) => `letter-${letter}` as const),
    options: options.map((letter, i) => ({ title: labels[i] as string, image: `letter-${letter}` as const })),
    correct: indexesWhere(options, (letter) => shown.includes(letter)),
  });
}
