// What a memory question tells the test-taker once its pictures have gone, and its help steps: one set
// of words per kind of memory item, so a child asked to remember numbers is never told to pick images.
// The server reads the prompt aloud with the options (decision 36), so what is heard is what is shown.
import type { HelpStep, PublicQuestion } from "./assessment";
import type { TestLanguage } from "./test-language";

/** The kinds of memory item in the bank: what is shown, what the choices are, and how many are right. */
export const MEMORY_KINDS = ["one_image", "images", "letters", "number_order", "picture_order"] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

interface MemoryWords {
  /** Shown above the choices (and labels them) once the pictures have gone. */
  prompt: string;
  /** Help step 1: what to look at and remember. */
  remember: string;
}

const ENGLISH: Record<MemoryKind, MemoryWords> = {
  one_image: {
    prompt: "Select the one image you saw earlier from the images below",
    remember: "Look at the images and remember them. They go away after 5 seconds.",
  },
  // The product's own words for picture memory (spec section 4).
  images: {
    prompt: "Select the images you saw earlier from the images below",
    remember: "Look at the images and remember them. They go away after 5 seconds.",
  },
  letters: {
    prompt: "Select the letters you saw earlier from the letters below",
    remember: "Look at the letters and remember them. They go away after 5 seconds.",
  },
  number_order: {
    prompt: "Select the numbers in the order you saw them",
    remember: "Look at the numbers and remember their order. They go away after 5 seconds.",
  },
  picture_order: {
    prompt: "Select the pictures in the order you saw them, from left to right",
    remember: "Look at the pictures and remember their order, from left to right. They go away after 5 seconds.",
  },
};

/** The same words for the Spanish bank (decision 50). */
const SPANISH: Record<MemoryKind, MemoryWords> = {
  one_image: {
    prompt: "Selecciona la única imagen que viste antes entre las imágenes de abajo",
    remember: "Mira las imágenes y recuérdalas. Desaparecen a los 5 segundos.",
  },
  images: {
    prompt: "Selecciona las imágenes que viste antes entre las imágenes de abajo",
    remember: "Mira las imágenes y recuérdalas. Desaparecen a los 5 segundos.",
  },
  letters: {
    prompt: "Selecciona las letras que viste antes entre las letras de abajo",
    remember: "Mira las letras y recuérdalas. Desaparecen a los 5 segundos.",
  },
  number_order: {
    prompt: "Selecciona los números en el orden en que los viste",
    remember: "Mira los números y recuerda su orden. Desaparecen a los 5 segundos.",
  },
  picture_order: {
    prompt: "Selecciona los dibujos en el orden en que los viste, de izquierda a derecha",
    remember: "Mira los dibujos y recuerda su orden, de izquierda a derecha. Desaparecen a los 5 segundos.",
  },
};

const WORDS: Record<TestLanguage, Record<MemoryKind, MemoryWords>> = { en: ENGLISH, es: SPANISH };
const NEXT: Record<TestLanguage, string> = { en: "Press Next.", es: "Pulsa Siguiente." };

type KindSource = Pick<PublicQuestion, "question_type" | "question_subtype">;

/** The kind of a memory question, from its sub-section and type; null for anything else. */
export function memoryKind(question: KindSource): MemoryKind | null {
  switch (question.question_subtype) {
    case "picture_memory":
      return question.question_type === "radio" ? "one_image" : "images";
    case "letter_memory":
      return "letters";
    case "digit_span":
      return "number_order";
    case "sequence_memory":
      return "picture_order";
    default:
      return null;
  }
}

/** The prompt over a memory question's choices. Unknown kinds get the general picture wording. */
export function memoryPrompt(question: KindSource, language: TestLanguage = "en"): string {
  return WORDS[language][memoryKind(question) ?? "images"].prompt;
}

/** The three help steps (spec section 9): remember, choose as the prompt says, then Next. */
export function memoryHelp(question: KindSource, language: TestLanguage = "en"): readonly HelpStep[] {
  const words = WORDS[language][memoryKind(question) ?? "images"];
  return [
    { icon: "remember", text: words.remember },
    { icon: "select", text: `${words.prompt}.` },
    { icon: "submit", text: NEXT[language] },
  ];
}
