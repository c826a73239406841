// Ages 8 to 10, version 1, the spatial section: all four mirror letters, first turned shapes, quarter and
// half turns. Its pictures and keys need no words, so age-8-10-v1 and age-8-10-es-v1 share it, each asking
// in its own language. Published with both, it never changes: a new version that wants other items writes
// its own.
import { practice } from "../build-question";
import { spatialItems } from "../spatial-items";
import type { SpatialWording } from "../spatial-items";
import type { BankQuestion } from "../types";

export function age8To10SpatialV1(wording: SpatialWording): BankQuestion[] {
  const { direction, findEveryLetter, matchShape, samePair, turnedPair, turnedShape } = spatialItems(wording);
  return [
    practice(matchShape(201, "letter-b", ["letter-d", "letter-b", "letter-q"])),
    matchShape(202, "letter-q", ["letter-p", "letter-b", "letter-d", "letter-q"]),
    findEveryLetter(203, "letter-d", ["letter-b", "letter-d", "letter-p", "letter-d", "letter-q", "letter-b", "letter-d", "letter-p"]),
    samePair(204, "pair-a-r0-m0"),
    turnedShape(205, "fig-a-r0", ["fig-a-r90", "fig-a-m90", "fig-b-r90"]),
    direction(206, "up", [1]),
    turnedPair(207, "pair-b-r0-r180"),
    turnedShape(208, "fig-c-r0", ["fig-c-m180", "fig-c-m0", "fig-c-r180"]),
    findEveryLetter(209, "letter-p", ["letter-q", "letter-p", "letter-b", "letter-p", "letter-d", "letter-q", "letter-p", "letter-b"]),
    direction(210, "left", [2]),
  ];
}
