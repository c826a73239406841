// The evaluation's cases: for every spoken item, what is said to it and whether saying it is a right
// answer. The item's accepted answer and each foil, the prompt said back, close and far real words, a
// made-up non-answer and a child's non-answers (evaluation-phrases.ts); and recordings with no voice in
// them at all (silence, room noise, mains hum, tapping on the microphone, breathing), which must never
// reach a grammar.
import { ENGLISH_BANK } from "../../src/content/bank";
import { heardCorrectly } from "../../src/content/grade-answer";
import type { BankAssessment } from "../../src/content/types";
import { trustKey } from "../../src/services/speech/recognition/calibration";
import { phrasesFor } from "../../src/services/speech/recognition/mark-recording";
import { ITEM_PHRASES, SAID_TO_ANY_ITEM } from "./evaluation-phrases";

export const KINDS = ["answer", "foil", "prompt", "close", "far", "made-up", "non-answer", "no-voice"] as const;
export type Kind = (typeof KINDS)[number];
export const NO_VOICE_SOUNDS = ["silence", "room noise", "hum", "taps", "breath"] as const;
export type NoVoiceSound = (typeof NO_VOICE_SOUNDS)[number];

export interface EvalCase {
  band: string;
  item: string;
  /** What is said, or the sound of a recording with no voice. */
  spoken: string;
  kind: Kind;
  /** Whether saying it is a right answer (the answer itself, or the prompt where the prompt is the answer). */
  right: boolean;
  accepted: string[];
  foils: string[];
}

export function evaluationCases(bank: readonly BankAssessment[] = ENGLISH_BANK): EvalCase[] {
  return bank.flatMap((assessment) =>
    assessment.questions
      .filter((q) => q.question_type === "recording")
      .flatMap((q) => {
        const item = trustKey(assessment.id, q.id);
        const extra = ITEM_PHRASES[item];
        if (!extra) throw new Error(`No evaluation phrases for ${item}: add them to evaluation-phrases.ts`);
        const accepted = q.key.accepted ?? [];
        const foils = q.key.foils ?? [];
        const [expected] = phrasesFor(q.key);
        const said = new Map<string, Kind>();
        const add = (spoken: string, kind: Kind) => {
          if (!said.has(spoken)) said.set(spoken, kind);
        };
        add(expected as string, "answer");
        foils.forEach((f) => add(f, "foil"));
        add(extra.prompt, "prompt");
        extra.close.forEach((w) => add(w, "close"));
        extra.far.forEach((w) => add(w, "far"));
        add(extra.madeUp, "made-up");
        SAID_TO_ANY_ITEM.forEach((w) => add(w, "non-answer"));
        const base = { band: assessment.band, item, accepted, foils };
        return [
          ...[...said].map(([spoken, kind]) => ({ ...base, spoken, kind, right: kind !== "no-voice" && heardCorrectly(spoken, accepted) })),
          ...NO_VOICE_SOUNDS.map((sound) => ({ ...base, spoken: sound, kind: "no-voice" as const, right: false })),
        ];
      }),
  );
}
