// The demo's planned answers (seed-demo-answers.mjs), scored as the server scores them: every result
// lands on the risk level its participant wants, the waiting recordings are the pending ones, and the
// recogniser's planned marks agree with the bank's own marking of what was said.
import { describe, expect, it } from "vitest";
import { scoreAssessment } from "../domain/src/scoring";
import { validityFlags } from "../domain/src/validity-flags";
import { currentAssessmentForAge } from "../functions/src/content/bank";
import { heardCorrectly } from "../functions/src/content/grade-answer";
import { NO_ANSWER, planAnswers } from "./seed-demo-answers.mjs";
import { DEMO_PARTICIPANTS } from "./seed-demo-participants.mjs";

const SEED_YEAR = 2026;
const ageOf = (spec) => (spec.age ? spec.age.years : SEED_YEAR - Number(spec.date_of_birth.slice(0, 4)) - 1);

function planFor(spec) {
  const assessment = currentAssessmentForAge(ageOf(spec));
  const keys = new Map(assessment.questions.map((q) => [q.id, q.key]));
  const scored = assessment.questions.filter((q) => !q.is_practice);
  return { scored, plan: planAnswers(scored, keys, spec) };
}

/** The answers as stored: a recording's mark is the planned one, any other answer is right or wrong. */
const stored = (plan) => plan.map((p) => ({ question_id: p.question.id, is_correct: p.mark ? p.mark.is_correct : p.right }));

const taken = Object.entries(DEMO_PARTICIPANTS).flatMap(([account, specs]) =>
  specs.filter((spec) => spec.result !== "not_started").map((spec) => ({ account, spec })),
);
const completed = taken.filter(({ spec }) => spec.result !== "in_progress");

describe("planAnswers", () => {
  it.each(completed.map(({ spec }) => [spec.name, spec]))("scores %s at the risk level wanted, with its waiting recordings pending", (_name, spec) => {
    const { scored, plan } = planFor(spec);
    expect(plan.map((p) => p.question.id)).toEqual(scored.map((q) => q.id));
    const score = scoreAssessment(scored, stored(plan));
    expect(score.risk_level).toBe(spec.result);
    expect(score.pending).toBe(spec.waiting ?? 0);
  });

  it.each(completed.map(({ spec }) => [spec.name, spec]))("gives %s a result no validity flag doubts (a struggling child is not a guesser)", (_name, spec) => {
    const { scored, plan } = planFor(spec);
    const answers = plan.map((p) => ({
      question_id: p.question.id,
      section_type: p.question.section_type,
      is_practice: false,
      // Something answered: which option or text does not matter to the flags, the mark does.
      option_ids: ["chosen"],
      answer_text: "said",
      is_correct: p.mark ? p.mark.is_correct : p.right,
      answered_at: new Date(0),
      response_ms: null,
      voice_detected: null,
    }));
    expect(validityFlags(scored, answers)).toEqual([]);
  });

  it.each(taken.map(({ spec }) => [spec.name, spec]))("records what %s says and marks it as the bank would", (_name, spec) => {
    const { scored, plan } = planFor(spec);
    const recordings = plan.filter((p) => p.question.question_type === "recording");
    for (const { question, right, said, mark } of recordings) {
      const key = scored.find((q) => q.id === question.id).key;
      expect(said === NO_ANSWER || [...key.accepted, ...(key.foils ?? [])].includes(said)).toBe(true);
      expect(heardCorrectly(said, key.accepted)).toBe(right);
      if (mark.needs_review) {
        expect(mark).toMatchObject({ is_correct: null, marked_by: null, recognizer: "pocketsphinx" });
        // Waiting because the machine was unsure of a phrase, or heard none of the item's phrases.
        if (mark.hearing === "phrase") expect(mark.confidence).toBeLessThan(1);
        else expect(mark).toMatchObject({ hearing: "other", transcript: null });
      } else {
        // The machine marks nothing (its marks are off: decision 33); a person marked it, with its hearing as the hint.
        expect(mark).toMatchObject({ is_correct: right, marked_by: "person", hearing: "phrase", transcript: said, confidence: 1, recognizer: "pocketsphinx" });
      }
    }
    // The waiting ones are the last spoken answers given.
    const waiting = recordings.map((p) => p.mark.needs_review);
    expect(waiting).toEqual([...waiting].sort());
    expect(waiting.filter(Boolean).length).toBe(spec.waiting ?? 0);
  });

  it("answers a result in progress only in part, the share its spec says", () => {
    for (const { spec } of taken.filter(({ spec }) => spec.result === "in_progress")) {
      const { scored, plan } = planFor(spec);
      expect(plan.length).toBe(Math.ceil(scored.length * (spec.answered ?? 0.5)));
      expect(plan.map((p) => p.question.id)).toEqual(scored.slice(0, plan.length).map((q) => q.id));
    }
  });

  it("gives the Review page something to show: spoken answers waiting, right and wrong ones marked by a person", () => {
    const school = taken.filter(({ account }) => account === "demo-school").map(({ spec }) => ({ spec, plan: planFor(spec).plan }));
    const waits = ({ plan }) => plan.some((p) => p.mark?.needs_review);
    expect(school.filter((r) => r.spec.result !== "in_progress" && waits(r)).length).toBeGreaterThanOrEqual(2);
    expect(school.filter((r) => r.spec.result === "in_progress" && waits(r)).length).toBeGreaterThanOrEqual(1);
    const marks = school.flatMap(({ plan }) => plan.filter((p) => p.mark?.marked_by).map((p) => `${p.mark.marked_by}:${p.mark.is_correct}`));
    expect(new Set(marks)).toEqual(new Set(["person:false", "person:true"]));
    for (const account of ["demo-parent", "demo-individual"]) {
      expect(taken.some((r) => r.account === account && waits({ plan: planFor(r.spec).plan }))).toBe(true);
    }
  });
});
