// The public figures of one assessment from its counters (result-statistics.ts names them): pure, so the
// incremental-equals-batch test and `npm run evidence` compute them the same way as the API.
import { AGE_BANDS } from "@readbright/domain/assessment";
import { MIN_CELL, MIN_N_FOR_DISCRIMINATION, REVIEW_RULES } from "@readbright/domain/api/evidence";
import type { EvidenceAssessment, EvidenceItem, EvidenceSection } from "@readbright/domain/api/evidence";
import type { OwnAssessmentFigures } from "@readbright/domain/api/evidence-mine";
import { SECTION_TYPES } from "@readbright/domain/enums";
import { correctedPointBiserial } from "@readbright/domain/statistics/correlation";
import { mean, sd } from "@readbright/domain/statistics/moments";
import { kr20, sem } from "@readbright/domain/statistics/reliability";
import { medianFromHistogram } from "@readbright/domain/statistics/response-time-histogram";
import { VALIDITY_CODES } from "@readbright/domain/validity";
import type { BankAssessment, BankQuestion } from "../../content/types";
import { safeName } from "./result-statistics";

type Counts = Readonly<Record<string, number>>;

const bandLabelOf = (assessment: BankAssessment) => AGE_BANDS.find((band) => band.id === assessment.band)?.label ?? assessment.band;

/** A count as shown: 0 and MIN_CELL or more as they are; 1 to MIN_CELL − 1 hidden, as it could point to a person. */
export function shownCount(value: number): number | null {
  return value === 0 || value >= MIN_CELL ? value : null;
}

const round = (value: number | null, places = 4) => (value === null || !Number.isFinite(value) ? null : Number(value.toFixed(places)));

function itemFigures(question: BankQuestion, counts: Counts, sectionSums: { n: number; sum: number; sumSq: number }): EvidenceItem {
  const q = `q${question.id}`;
  const n = counts[`${q}.n`] ?? 0;
  const correct = counts[`${q}.c`] ?? 0;
  const spoken = question.question_type === "recording";
  const choice = question.options.length > 0;
  const shown = n >= MIN_CELL;
  const p = shown ? correct / n : null;
  const pbis = shown ? correctedPointBiserial({ n, correct, xRest: counts[`${q}.xr`] ?? 0 }, sectionSums) : null;
  const times: Record<number, number> = {};
  let timed = 0;
  for (const [name, value] of Object.entries(counts)) {
    if (!name.startsWith(`${q}.t.`) || value <= 0) continue;
    times[Number(name.slice(q.length + 3))] = value;
    timed += value;
  }
  const spokenCount = counts[`${q}.sp`] ?? 0;
  const review = p !== null && (p > REVIEW_RULES.maxProportion || p < REVIEW_RULES.minProportion || (n >= MIN_N_FOR_DISCRIMINATION && pbis !== null && pbis < REVIEW_RULES.minPointBiserial));
  return {
    question_id: question.id,
    section: question.section_type,
    question_subtype: question.question_subtype,
    spoken,
    n: shown ? n : null,
    proportion_correct: round(p),
    point_biserial: round(pbis),
    // Largest first, without the options' ids: with the share right beside them, ids would publish the key.
    option_shares: shown && choice ? question.options.map((option) => round((counts[`${q}.o.${safeName(option.id)}`] ?? 0) / n) ?? 0).sort((a, b) => b - a) : null,
    median_response_ms: timed >= MIN_CELL ? round(medianFromHistogram(times), 0) : null,
    machine_marked_share: spoken && spokenCount >= MIN_CELL ? round((counts[`${q}.m`] ?? 0) / spokenCount) : null,
    flagged_for_review: review,
  };
}

function sectionSumsOf(counts: Counts, section: string) {
  return { n: counts[`s.${section}.n`] ?? 0, sum: counts[`s.${section}.sum`] ?? 0, sumSq: counts[`s.${section}.ss`] ?? 0 };
}

export function evidenceOf(assessment: BankAssessment, counts: Counts): EvidenceAssessment {
  const scored = assessment.questions.filter((question) => !question.is_practice);
  const sections: EvidenceSection[] = [];
  const items: EvidenceItem[] = [];
  for (const section of SECTION_TYPES) {
    const questions = scored.filter((question) => question.section_type === section);
    if (questions.length === 0) continue;
    const sums = sectionSumsOf(counts, section);
    const sectionItems = questions.map((question) => itemFigures(question, counts, sums));
    items.push(...sectionItems);
    const shown = sums.n >= MIN_CELL;
    const proportions = questions.map((question) => (counts[`q${question.id}.c`] ?? 0) / Math.max(1, counts[`q${question.id}.n`] ?? 0));
    const reliability = shown ? kr20(proportions, sums) : null;
    sections.push({
      section,
      items: questions.length,
      n: shown ? sums.n : null,
      mean: shown ? round(mean(sums)) : null,
      sd: shown ? round(sd(sums)) : null,
      kr20: round(reliability),
      sem: shown ? round(sem(sums, reliability)) : null,
    });
  }
  return {
    assessment_id: assessment.id,
    band: assessment.band,
    band_label: bandLabelOf(assessment),
    version: assessment.version,
    language: assessment.language,
    completed: shownCount(counts["r.total"] ?? 0),
    flagged: shownCount(counts["r.flagged"] ?? 0),
    flags: VALIDITY_CODES.map((code) => ({ code, count: shownCount(counts[`f.${code}`] ?? 0) })),
    sections,
    items,
  };
}

/**
 * An account's own figures for one assessment (its school's, organization's or own tests): counts as they
 * are (they are the account's own results), a section's mean and SD only from MIN_CELL results up, as
 * every figure. Null when the account has no completed test of it.
 */
export function ownScopeFiguresOf(assessment: BankAssessment, counts: Counts): OwnAssessmentFigures | null {
  const completed = counts["r.total"] ?? 0;
  if (completed <= 0) return null;
  return {
    assessment_id: assessment.id,
    band_label: bandLabelOf(assessment),
    version: assessment.version,
    language: assessment.language,
    completed,
    flagged: counts["r.flagged"] ?? 0,
    flags: VALIDITY_CODES.map((code) => ({ code, count: counts[`f.${code}`] ?? 0 })),
    sections: SECTION_TYPES.map((section) => {
      const sums = sectionSumsOf(counts, section);
      const shown = sums.n >= MIN_CELL;
      return { section, n: sums.n, mean: shown ? round(mean(sums)) : null, sd: shown ? round(sd(sums)) : null };
    }),
  };
}
