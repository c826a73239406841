// What each validity flag means, in words for account holders: one short label for lists and exports,
// and a sentence on the results view that says what was found, with its figures, and what to do.
import { SECTION_TYPE_LABELS } from "./enums";
import type { ValidityCode, ValidityFlag } from "./validity";

export const VALIDITY_LABELS: Record<ValidityCode, string> = {
  too_fast: "Too fast",
  at_chance: "At chance",
  incomplete: "Incomplete",
  unheard: "Unheard",
  interrupted: "Interrupted",
};

/** The heading above a flagged result's explanations. */
export const CHECK_THIS_RESULT = "Check this result";

/** Why a flagged test does not count towards the attempt limit (decision 40). */
export const FLAGGED_NOT_COUNTED = "The first flagged test in 8 months does not count towards the 2 screenings in 8 months; a second flagged test does.";

const figure = (flag: ValidityFlag, name: string): number => flag.figures[name] ?? 0;
const sectionName = (flag: ValidityFlag) => (flag.section ? SECTION_TYPE_LABELS[flag.section] : "the test");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} seconds`;

function duration(minutes: number): string {
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} hours` : `${Math.round(hours / 24)} days`;
}

/** The label with its section, e.g. "At chance (Memory)". */
export function validityLabel(flag: ValidityFlag): string {
  return flag.section ? `${VALIDITY_LABELS[flag.code]} (${SECTION_TYPE_LABELS[flag.section]})` : VALIDITY_LABELS[flag.code];
}

/** One sentence: what was found, then what to do. */
export function validityExplanation(flag: ValidityFlag): string {
  switch (flag.code) {
    case "too_fast":
      return `Check this result: the answers came faster than the questions can be read (half of them in under ${seconds(figure(flag, "median_ms"))}). Consider testing again.`;
    case "at_chance":
      return `Check this result: in ${sectionName(flag)}, ${figure(flag, "correct")} of ${figure(flag, "marked")} answers were right, no more than guessing would give (about ${Math.round(figure(flag, "expected"))}). The answers may have been guesses, or the section was very hard. Consider testing again with an adult nearby.`;
    case "incomplete":
      return `Check this result: only ${figure(flag, "answered")} of the ${figure(flag, "questions")} questions in ${sectionName(flag)} were answered. Consider testing again.`;
    case "unheard":
      return `Check this result: no voice was heard in ${figure(flag, "silent")} of ${figure(flag, "measured")} spoken answers. Check the microphone, then consider testing again.`;
    case "interrupted":
      return `Check this result: the test was paused for ${duration(figure(flag, "gap_minutes"))} before ${sectionName(flag)}. A long break can change how someone does. Consider testing again in one sitting.`;
  }
}

/** The export's cell: every label, or empty for a result with no flags (or none computed). */
export function validityCell(flags: readonly ValidityFlag[] | null | undefined): string {
  return (flags ?? []).map(validityLabel).join("; ");
}
