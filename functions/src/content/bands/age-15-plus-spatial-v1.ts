// Ages 15 and over, version 1, the spatial section: turning both hands of shapes, flipped pairs, chains of
// turns, mirror letters at speed. Its pictures and keys need no words, so age-15-plus-v1 and
// age-15-plus-es-v1 share it, each asking in its own language. Published with both, it never changes: a new
// version that wants other items writes its own.
import { practice } from "../build-question";
import { spatialItems } from "../spatial-items";
import type { SpatialWording } from "../spatial-items";
import type { BankQuestion } from "../types";

export function age15PlusSpatialV1(wording: SpatialWording): BankQuestion[] {
  const { direction, everyTurnedShape, findEveryLetter, turnedPair, turnedShape } = spatialItems(wording);
  return [
    practice(turnedShape(201, "fig-b-r0", ["fig-b-m0", "fig-b-r180", "fig-c-r180"])),
    turnedShape(202, "fig-c-r90", ["fig-c-m90", "fig-c-m270", "fig-c-r180", "fig-c-m0"]),
    everyTurnedShape(203, "fig-a-r180", ["fig-a-m180", "fig-a-r0", "fig-a-m90", "fig-a-r90", "fig-a-m0", "fig-a-r270"]),
    turnedPair(204, "pair-c-m0-r180"),
    direction(205, "left", [1, 2]),
    findEveryLetter(206, "letter-d", ["letter-b", "letter-d", "letter-q", "letter-p", "letter-d", "letter-b", "letter-d", "letter-q", "letter-p", "letter-b"]),
    turnedPair(207, "pair-a-m90-m270"),
    turnedShape(208, "fig-b-m90", ["fig-b-r90", "fig-b-r0", "fig-b-r270", "fig-b-m270"]),
    everyTurnedShape(209, "fig-b-r270", ["fig-b-r90", "fig-b-m0", "fig-b-m270", "fig-b-r0", "fig-b-m90", "fig-b-r180"]),
    direction(210, "up", [-1, 2]),
    turnedPair(211, "pair-b-r0-r90"),
  ];
}
