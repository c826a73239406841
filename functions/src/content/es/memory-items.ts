// The memory items in Spanish: memory-items.ts with Spanish titles and picture names.
import { memoryItems } from "../memory-items";
import type { MemoryWording } from "../memory-items";
import { spanishWord } from "./object-words";

export const SPANISH_MEMORY: MemoryWording = {
  language: "es",
  pictureName: spanishWord,
  pictureMemory: (count) => `Recuerda estos ${count} dibujos.`,
  spotMemory: "Recuerda estos dibujos. Solo uno de ellos volverá a salir.",
  digitSpan: (count) => `Recuerda estos ${count} números en orden.`,
  pictureOrder: "Recuerda el orden de estos dibujos, de izquierda a derecha.",
  letterMemory: (count) => `Recuerda estas ${count} letras.`,
};

export const { pictureMemory, spotMemory, digitSpan, pictureOrder, letterMemory } = memoryItems(SPANISH_MEMORY);
