import { describe, expect, it } from "vitest";
import type { StoredAnswer } from "../../results/stored-answer";
import type { ResultScores } from "../../results/stored-result";
import { expiredRecordingRewrite } from "./expired-recording";

const now = new Date("2026-11-24T03:00:00Z");
const recorded = (fields: Partial<StoredAnswer>): StoredAnswer => ({
  question_id: 7,
  section_type: "phonological_awareness",
  is_practice: false,
  option_ids: [],
  answer_text: null,
  audio_path: "recordings/u1/r1/7-abc.webm",
  audio_sha256: "ab",
  is_correct: true,
  needs_review: false,
  answered_at: new Date("2026-08-01T09:00:00Z"),
  memory_view_ms: null,
  response_ms: null,
  marked_by: "person",
  ...fields,
});

const section = (correct: number, total: number, pending: number) => ({ correct, total, pending, accuracy: total ? correct / total : null, band: null });
const scores: ResultScores = {
  section_scores: { memory: section(3, 4, 0), phonological_awareness: section(2, 3, 1), spatial_awareness: section(4, 4, 0) },
  risk_score: 20,
  risk_level: "low",
  risk_percent: 20,
} as ResultScores;
const inProgress = { status: "in_progress" as const, scores: null, validity_flags: null };
const flags = [{ code: "unheard" as const, section: null, figures: { silent: 2, measured: 3, recordings: 3 } }];
const completed = { status: "completed" as const, scores, validity_flags: flags };

describe("expiredRecordingRewrite", () => {
  it("forgets a marked recording's file and keeps its mark, so no score moves", () => {
    const rewrite = expiredRecordingRewrite(completed, [recorded({})], 7, "recordings/u1/r1/7-abc.webm", now);
    expect(rewrite).toEqual({ answer: { ...recorded({}), audio_path: null, recording_deleted_at: now }, patch: null });
  });

  it("leaves a recording nobody marked unmarked, no longer waiting for review, and says why", () => {
    const waiting = recorded({ is_correct: null, needs_review: true, marked_by: null });
    expect(expiredRecordingRewrite(inProgress, [waiting], 7, waiting.audio_path as string, now)?.answer).toMatchObject({
      audio_path: null,
      is_correct: null,
      needs_review: false,
      unmarked_reason: "recording_deleted",
      recording_deleted_at: now,
    });
  });

  it("takes a completed test's unheard answer off its pending count, leaving its correct, total and risk as they were", () => {
    const waiting = recorded({ is_correct: null, needs_review: true, marked_by: null });
    const rewrite = expiredRecordingRewrite(completed, [waiting], 7, waiting.audio_path as string, now);
    expect(rewrite?.patch?.scores?.section_scores.phonological_awareness).toEqual(section(2, 3, 0));
    expect(rewrite?.patch?.scores).toMatchObject({ risk_level: "low", risk_score: 20, section_scores: { memory: section(3, 4, 0) } });
    expect(rewrite?.patch?.validity_flags).toEqual(flags);
    // In progress, the count comes from the answers, which no longer wait.
    expect(expiredRecordingRewrite(inProgress, [waiting], 7, waiting.audio_path as string, now)?.patch).toBeNull();
  });

  it("does nothing to an answer whose recording was replaced or already deleted", () => {
    expect(expiredRecordingRewrite(completed, [recorded({ audio_path: "recordings/u1/r1/7-new.webm" })], 7, "recordings/u1/r1/7-abc.webm", now)).toBeNull();
    expect(expiredRecordingRewrite(completed, [recorded({ audio_path: null })], 7, "recordings/u1/r1/7-abc.webm", now)).toBeNull();
    expect(expiredRecordingRewrite(completed, [], 7, "recordings/u1/r1/7-abc.webm", now)).toBeNull();
  });
});
