// The spatial items in English: spatial-items.ts with English titles and labels. A band's spatial section
// (bands/<band>-spatial-v1.ts) is given this table.
import type { SpatialWording } from "../spatial-items";

export const ENGLISH_SPATIAL: SpatialWording = {
  language: "en",
  yes: "Yes",
  no: "No",
  matchLetter: "Which letter is the same as this one?",
  matchShape: "Which shape is the same as this one?",
  findEveryLetter: "Select every letter that is the same as this one.",
  turnedShape: "Which one is this shape turned round, not flipped over?",
  everyTurnedShape: "Select every shape that is this shape turned round, not flipped over.",
  samePair: "Are these two shapes exactly the same?",
  turnedPair: "Is the shape on the right the one on the left turned round, not flipped over?",
  direction: "Which way does this arrow point?",
  turnedDirection: (turns) => `This arrow makes ${turns.join(", then ")}. Which way does it point now?`,
  turns: {
    1: "a quarter turn clockwise",
    2: "a half turn",
    3: "three quarter turns clockwise",
    [-1]: "a quarter turn anticlockwise",
  },
  directions: { up: "Up", right: "Right", down: "Down", left: "Left" },
};
