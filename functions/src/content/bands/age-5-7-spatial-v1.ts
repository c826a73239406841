// Ages 5 to 7, version 1, the spatial section: matching, mirror letters b and d, naming left and right. Its
// pictures and keys need no words, so age-5-7-v1 and age-5-7-es-v1 share it, each asking in its own
// language. Published with both, it never changes: a new version that wants other items writes its own.
import { practice } from "../build-question";
import { spatialItems } from "../spatial-items";
import type { SpatialWording } from "../spatial-items";
import type { BankQuestion } from "../types";

export function age5To7SpatialV1(wording: SpatialWording): BankQuestion[] {
  const { direction, findEveryLetter, matchShape, samePair } = spatialItems(wording);
  return [
    practice(matchShape(201, "fig-a-r0", ["fig-b-r0", "fig-a-r0", "fig-c-r0"])),
    matchShape(202, "letter-b", ["letter-d", "letter-p", "letter-q", "letter-b"]),
    direction(203, "left"),
    samePair(204, "pair-a-r0-r0"),
    matchShape(205, "letter-d", ["letter-b", "letter-q", "letter-d", "letter-p"]),
    samePair(206, "pair-b-r0-m0"),
    direction(207, "right"),
    matchShape(208, "fig-c-r0", ["fig-c-m0", "fig-c-r0", "fig-a-r0"]),
    findEveryLetter(209, "letter-b", ["letter-b", "letter-d", "letter-p", "letter-b", "letter-q", "letter-d"]),
  ];
}
