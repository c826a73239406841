// An answer as the services see it: results/{id}/answers/{questionId}, converted by results/repositories/.
import type { Hearing, MarkedBy } from "@readbright/domain/api/reviews";
import type { SectionType } from "@readbright/domain/enums";

export interface StoredAnswer {
  question_id: number;
  section_type: SectionType;
  is_practice: boolean;
  option_ids: string[];
  answer_text: string | null;
  /** Where the recording is in Cloud Storage, for recording questions. */
  audio_path: string | null;
  /** The recording's sha256 (hex), so a retried upload of the same bytes is known; null for other answers. */
  audio_sha256: string | null;
  /** null while a recording waits for review. */
  is_correct: boolean | null;
  needs_review: boolean;
  answered_at: Date;
  /** How long a memory question's pictures were on screen before its options (the device's measure); null for other questions. */
  memory_view_ms: number | null;
  /**
   * From the question fully shown (pictures decoded, a memory question's viewing over) to the answer, as
   * the device measured it; null on answers from a player that did not send it (and those stored before).
   */
  response_ms: number | null;
  /**
   * Whether the voice-activity check (speech/recognition/measure-recording.ts hasVoice) heard a voice in a
   * recording, measured when it is marked; null until measured, when it could not be, and for other answers.
   */
  voice_detected?: boolean | null;
  /** Who marked a spoken answer: a person (a review) or the recogniser; absent for the answer key's marks. */
  marked_by?: MarkedBy | null;
  marked_at?: Date | null;
  /** What speech recognition made of a recording: one of the item's phrases, something else, or no voice; null when it did not listen. */
  hearing?: Hearing | null;
  /** What the speech recogniser heard in a recording, how sure it was (0 to 1) and which engine; null when it heard nothing or did not run. */
  transcript?: string | null;
  confidence?: number | null;
  recognizer?: string | null;
  /** When the retention job deleted the recording; the mark it had stays. */
  recording_deleted_at?: Date | null;
  /**
   * A machine-marked recording also sent to a person without the machine's mark (answers/blind-checks.ts):
   * the machine's mark counts until the person's replaces it.
   */
  blind_check?: boolean;
  /** The machine's mark of a blind check, kept when a person's replaces it, for the agreement counts. */
  machine_is_correct?: boolean | null;
  /** Why a scored recording has no mark: it was deleted at the end of its retention before anyone marked it. */
  unmarked_reason?: UnmarkedReason | null;
}
export const UNMARKED_REASONS = ["recording_deleted"] as const;
export type UnmarkedReason = (typeof UNMARKED_REASONS)[number];
