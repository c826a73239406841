import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { SectionType } from "@readbright/domain/enums";
import type { StoredAnswer } from "../results/stored-answer";
import type { StoredResult } from "../results/stored-result";
import { publicQuestion, storedAnswer, storedResult } from "../../../test-support/stored-results";
import { NO_VOICE, WAITING } from "../speech/recognition/mark-recording";
import type { RecordingMark } from "../speech/recognition/mark-recording";
import { lateMarkRewrite } from "./late-mark";

const NOW = new Date("2026-11-24T10:00:00Z");
const PATH = "recordings/u1/r1/3-abc.webm";

const result = (status: StoredResult["status"]): StoredResult =>
  storedResult({ status, created_at: NOW, started_at: NOW, completed_at: status === "completed" ? NOW : null, answered_count: 4 });
const q = (id: number, section_type: SectionType, question_type: PublicQuestion["question_type"] = "radio"): PublicQuestion =>
  publicQuestion({ id, section_type, question_type });
const a = (question_id: number, section_type: SectionType, is_correct: boolean | null, audio_path: string | null = null): StoredAnswer =>
  storedAnswer({ question_id, section_type, audio_path, is_correct, needs_review: is_correct === null, answered_at: NOW });

// One question per section; the phonological recording waits for its first mark.
const QUESTIONS = [q(1, "memory"), q(2, "spatial_awareness"), q(3, "phonological_awareness", "recording"), q(4, "phonological_awareness")];
const ANSWERS = [a(1, "memory", true), a(2, "spatial_awareness", true), a(3, "phonological_awareness", null, PATH), a(4, "phonological_awareness", false)];
const HEARD = { question_id: 3, audio_path: PATH };
const SURE_RIGHT: RecordingMark = { is_correct: true, needs_review: false, marked_by: "speech", marked_at: NOW, hearing: "phrase", transcript: "deck", confidence: 1, recognizer: "pocketsphinx", voice_detected: true };
const UNSURE: RecordingMark = { ...WAITING, hearing: "phrase", transcript: "debt", confidence: 0.4, recognizer: "pocketsphinx" };

describe("lateMarkRewrite", () => {
  it("marks the waiting recording and scores a completed result again with it", () => {
    const rewrite = lateMarkRewrite(result("completed"), ANSWERS, QUESTIONS, HEARD, SURE_RIGHT);
    expect(rewrite?.answer).toMatchObject({ question_id: 3, audio_path: PATH, is_correct: true, needs_review: false, marked_by: "speech", transcript: "deck" });
    // Phonological 1 of 2, none pending: 0.3 + 0.5 × 0.5 + 0.2 = 0.75, low risk.
    expect(rewrite?.patch?.scores?.section_scores.phonological_awareness).toMatchObject({ correct: 1, total: 2, pending: 0 });
    expect(rewrite?.patch?.scores?.risk_level).toBe("low");
  });

  it("marks an unfinished test's answer without scoring it yet", () => {
    const rewrite = lateMarkRewrite(result("in_progress"), ANSWERS, QUESTIONS, HEARD, SURE_RIGHT);
    expect(rewrite).toMatchObject({ answer: { is_correct: true, marked_by: "speech" }, patch: null });
  });

  it("keeps what an unsure recogniser heard for the reviewer, still waiting, with the score unchanged", () => {
    const rewrite = lateMarkRewrite(result("completed"), ANSWERS, QUESTIONS, HEARD, UNSURE);
    expect(rewrite).toMatchObject({ answer: { is_correct: null, needs_review: true, marked_by: null, transcript: "debt", confidence: 0.4 }, patch: null });
  });

  it("keeps that the recording held no voice, still waiting, for the reviewer; a completed result's flags are worked out again", () => {
    const rewrite = lateMarkRewrite(result("completed"), ANSWERS, QUESTIONS, HEARD, NO_VOICE);
    expect(rewrite?.answer).toMatchObject({ question_id: 3, is_correct: null, needs_review: true, marked_by: null, hearing: "no_voice", voice_detected: false });
    // The only scored recording held no voice: unheard; the scores are those of the same marks.
    expect(rewrite?.patch?.validity_flags).toContainEqual({ code: "unheard", section: null, figures: { silent: 1, measured: 1, recordings: 1 } });
    expect(rewrite?.patch?.scores?.section_scores.phonological_awareness).toMatchObject({ correct: 0, total: 1, pending: 1 });
    expect(lateMarkRewrite(result("in_progress"), ANSWERS, QUESTIONS, HEARD, NO_VOICE)?.patch).toBeNull();
  });

  it("writes nothing when nothing was heard: the answer already waits for a person", () => {
    expect(lateMarkRewrite(result("completed"), ANSWERS, QUESTIONS, HEARD, WAITING)).toBeNull();
  });

  it("never overrides a person's mark made before the recogniser got to it, but keeps the voice check", () => {
    const reviewed = ANSWERS.map((x) => (x.question_id === 3 ? { ...x, is_correct: false, needs_review: false, marked_by: "person" as const } : x));
    const rewrite = lateMarkRewrite(result("completed"), reviewed, QUESTIONS, HEARD, SURE_RIGHT);
    expect(rewrite?.answer).toMatchObject({ is_correct: false, marked_by: "person", voice_detected: true });
    expect(rewrite?.patch?.validity_flags).toBeDefined();
    expect(lateMarkRewrite(result("completed"), reviewed, QUESTIONS, HEARD, { ...SURE_RIGHT, voice_detected: null })).toBeNull();
    const checked = reviewed.map((x) => (x.question_id === 3 ? { ...x, voice_detected: true } : x));
    expect(lateMarkRewrite(result("completed"), checked, QUESTIONS, HEARD, SURE_RIGHT)).toBeNull();
  });

  it("does nothing to an answer that now holds another recording, or none", () => {
    const replaced = ANSWERS.map((x) => (x.question_id === 3 ? { ...x, audio_path: "recordings/u1/r1/3-def.webm" } : x));
    expect(lateMarkRewrite(result("in_progress"), replaced, QUESTIONS, HEARD, SURE_RIGHT)).toBeNull();
    expect(lateMarkRewrite(result("in_progress"), ANSWERS.filter((x) => x.question_id !== 3), QUESTIONS, HEARD, SURE_RIGHT)).toBeNull();
  });
});
