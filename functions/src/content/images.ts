// The pictures in ./pictures, by file name without ".svg". The names carry what the spatial builders
// need to know (a figure's orientation, the two halves of a pair), so they never leave the server: the
// browser gets each picture under the hash of its content (picture-files.mjs, decision 0010).
import PICTURE_MANIFEST from "./picture-manifest.json";

export const OBJECT_NAMES = [
  "apple", "ball", "bell", "bird", "boat", "book", "car", "cat", "clock", "cup", "dog", "drum", "duck", "egg",
  "fish", "flower", "hat", "house", "key", "kite", "leaf", "moon", "mouse", "pig", "sock", "star", "sun", "tree",
] as const;
export type ObjectName = (typeof OBJECT_NAMES)[number];

export type Digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
export type Letter = "b" | "d" | "p" | "q";
export type LetterImage = `letter-${Letter}`;
export const DIRECTIONS = ["up", "right", "down", "left"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Three block figures with no symmetry, so each of their eight orientations looks different. */
export type Figure = "a" | "b" | "c";
/** r: turned clockwise by the angle; m: flipped left to right, then turned. */
export type Orientation = "r0" | "r90" | "r180" | "r270" | "m0" | "m90" | "m180" | "m270";
export type FigureImage = `fig-${Figure}-${Orientation}`;
/** Two figures side by side, left then right. */
export type PairImage = `pair-${Figure}-${Orientation}-${Orientation}`;

export type ImageName = ObjectName | `digit-${Digit}` | LetterImage | `arrow-${Direction}` | FigureImage | PairImage;

const PICTURE_URLS: Readonly<Record<string, string>> = PICTURE_MANIFEST;

/** The opaque URL the browser loads the picture from, "/assessment/<hash>.svg". */
export function imageUrl(name: ImageName): string {
  const url = PICTURE_URLS[name];
  if (!url) throw new Error(`No picture ${name}.svg in functions/src/content/pictures (or the manifest is out of date)`);
  return url;
}
