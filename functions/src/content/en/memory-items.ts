// The memory items in English: memory-items.ts with English titles; a picture is called by its name.
import { memoryItems } from "../memory-items";
import type { MemoryWording } from "../memory-items";

export const ENGLISH_MEMORY: MemoryWording = {
  language: "en",
  pictureName: (name) => name,
  pictureMemory: (count) => `Remember these ${count} pictures.`,
  spotMemory: "Remember these pictures. Only one of them will come back.",
  digitSpan: (count) => `Remember these ${count} numbers in order.`,
  pictureOrder: "Remember the order of these pictures, from left to right.",
  letterMemory: (count) => `Remember these ${count} letters.`,
};

export const { pictureMemory, spotMemory, digitSpan, pictureOrder, letterMemory } = memoryItems(ENGLISH_MEMORY);
