// How much to trust a result (issue 29): flags that a completed result carries beside its score. They never
// change the score or the level. Computed on the server on completion and on every re-score; the words
// that explain each flag to account holders are written once here too.
import type { SectionType } from "./enums";

export const VALIDITY_CODES = ["too_fast", "at_chance", "incomplete", "unheard", "interrupted"] as const;
export type ValidityCode = (typeof VALIDITY_CODES)[number];

/** One flag: its code, the section it is about (null: the whole test) and the figures behind it. */
export interface ValidityFlag {
  code: ValidityCode;
  section: SectionType | null;
  figures: Record<string, number>;
}
