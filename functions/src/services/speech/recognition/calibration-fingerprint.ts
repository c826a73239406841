// A digest of everything the shipped calibration depends on: the bank's spoken items, the made-up words'
// pronunciations, the cohorts, and how the recogniser listens. When it changes, the calibration no longer
// describes the recogniser: run `npm run eval:speech -- --calibrate` (a unit test says so).
import { createHash } from "node:crypto";
import { PRONUNCIATIONS } from "../../../content/pronunciations";
import type { BankAssessment } from "../../../content/types";
import { trustKey } from "./calibration";
import { MAX_VOICE_PITCH_HZ, MIN_ACTIVE_MS, MIN_VOICED_MS } from "./measure-recording";
import { OTHER_PENALTIES } from "./pocketsphinx-recognizer";

/** Bump when audio-measures.ts or listening-grammar.ts change what they compute. */
const LISTENING_VERSION = 1;

const digest = (inputs: unknown) => createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 16);

/** What decides what the recogniser hears in a recording (the voice check aside). */
export function listeningFingerprint(bank: readonly BankAssessment[], cohorts: Readonly<Record<string, readonly string[]>>): string {
  const spoken = bank.flatMap((a) =>
    a.questions.filter((q) => q.question_type === "recording").map((q) => [trustKey(a.id, q.id), q.key.accepted ?? [], q.key.foils ?? []]),
  );
  return digest({ LISTENING_VERSION, spoken, PRONUNCIATIONS, cohorts, OTHER_PENALTIES });
}

export function calibrationFingerprint(bank: readonly BankAssessment[], cohorts: Readonly<Record<string, readonly string[]>>): string {
  return digest({ listening: listeningFingerprint(bank, cohorts), MIN_VOICED_MS, MIN_ACTIVE_MS, MAX_VOICE_PITCH_HZ });
}
