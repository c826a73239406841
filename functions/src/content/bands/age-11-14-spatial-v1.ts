// Ages 11 to 14, version 1, the spatial section: turned shapes among flipped ones, mirror letters at speed,
// chains of turns. Its pictures and keys need no words, so age-11-14-v1 and age-11-14-es-v1 share it, each
// asking in its own language. Published with both, it never changes: a new version that wants other items
// writes its own.
import { practice } from "../build-question";
import { spatialItems } from "../spatial-items";
import type { SpatialWording } from "../spatial-items";
import type { BankQuestion } from "../types";

export function age11To14SpatialV1(wording: SpatialWording): BankQuestion[] {
  const { direction, everyTurnedShape, findEveryLetter, turnedPair, turnedShape } = spatialItems(wording);
  return [
    practice(turnedShape(201, "fig-a-r0", ["fig-a-m0", "fig-a-r90", "fig-b-r0"])),
    turnedShape(202, "fig-b-r0", ["fig-b-m90", "fig-b-m180", "fig-b-m270", "fig-b-r270"]),
    findEveryLetter(203, "letter-q", ["letter-p", "letter-q", "letter-d", "letter-q", "letter-b", "letter-p", "letter-q", "letter-d", "letter-b", "letter-q"]),
    turnedPair(204, "pair-a-r0-m90"),
    everyTurnedShape(205, "fig-c-r0", ["fig-c-r90", "fig-c-m90", "fig-c-r180", "fig-c-m0", "fig-c-r270", "fig-c-m180"]),
    direction(206, "right", [3]),
    turnedPair(207, "pair-c-r0-r270"),
    turnedShape(208, "fig-a-r90", ["fig-a-m0", "fig-a-m180", "fig-a-r270", "fig-a-m270"]),
    findEveryLetter(209, "letter-b", ["letter-d", "letter-b", "letter-p", "letter-b", "letter-q", "letter-d", "letter-b", "letter-p", "letter-q", "letter-d"]),
    direction(210, "down", [-1]),
    turnedPair(211, "pair-b-r90-m270"),
  ];
}
