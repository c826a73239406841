import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { SectionType } from "@readbright/domain/enums";
import type { StoredAnswer } from "../results/stored-answer";
import type { StoredResult } from "../results/stored-result";
import { publicQuestion, storedAnswer, storedResult } from "../../../test-support/stored-results";
import { NO_VOICE, WAITING } from "../speech/recognition/mark-recording";
import type { RecordingMark } from "../speech/recognition/mark-recording";
import { lateMarkRewrite } from "./late-mark";
import { BLIND_CHECK_ONE_IN, drawBlindCheck } from "./blind-checks";
import { openBlindChecksOf, pendingReviewsOf } from "../results/pending-reviews";

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

  it("sends a drawn machine mark to a person blind: the machine's mark counts and is kept beside it, and nothing is pending", () => {
    const rewrite = lateMarkRewrite(result("completed"), ANSWERS, QUESTIONS, HEARD, SURE_RIGHT, () => true)!;
    expect(rewrite.answer).toMatchObject({ is_correct: true, marked_by: "speech", needs_review: false, blind_check: true, machine_is_correct: true });
    expect(rewrite.patch?.scores?.section_scores.phonological_awareness).toMatchObject({ correct: 1, total: 2, pending: 0 });
    const answers = ANSWERS.map((x) => (x.question_id === 3 ? rewrite.answer : x));
    const completed = { ...result("completed"), ...rewrite.patch };
    expect(pendingReviewsOf(completed, answers)).toBe(0);
    expect(openBlindChecksOf(completed, answers)).toBe(1);
    // A person's mark closes it; a deleted recording can no longer be heard, and closes it too.
    expect(openBlindChecksOf(completed, answers.map((x) => (x.question_id === 3 ? { ...x, marked_by: "person" as const } : x)))).toBe(0);
    expect(openBlindChecksOf(completed, answers.map((x) => (x.question_id === 3 ? { ...x, audio_path: null } : x)))).toBe(0);
  });

  it("does not draw for a recording the machine left to a person, and marks the rest plainly", () => {
    let drawn = 0;
    const draw = () => (drawn++, true);
    expect(lateMarkRewrite(result("completed"), ANSWERS, QUESTIONS, HEARD, UNSURE, draw)?.answer.blind_check).toBeUndefined();
    expect(drawn).toBe(0);
    expect(lateMarkRewrite(result("completed"), ANSWERS, QUESTIONS, HEARD, SURE_RIGHT, () => false)?.answer).toMatchObject({ blind_check: false, machine_is_correct: null });
  });

  it("draws about one machine mark in BLIND_CHECK_ONE_IN (10) on the server", () => {
    let chosen = 0;
    for (let i = 0; i < 20_000; i++) if (drawBlindCheck()) chosen++;
    // 2,000 expected; 5 standard deviations either side is 1,788 to 2,212.
    expect(BLIND_CHECK_ONE_IN).toBe(10);
    expect(chosen).toBeGreaterThan(1788);
    expect(chosen).toBeLessThan(2212);
  });
});
