// GET /api/evidence/: the figures of every assessment in the bank from its counters. A fixed number of
// reads (SHARDS per assessment) whatever the number of results, kept for EVIDENCE_CACHE_SECONDS per
// instance (config.ts), and limited per address like the other public routes.
import { EVIDENCE_MESSAGES, MIN_CELL } from "@readbright/domain/api/evidence";
import type { EvidenceResponse } from "@readbright/domain/api/evidence";
import { EVIDENCE_CACHE_SECONDS } from "../../config";
import { ASSESSMENT_BANK } from "../../content/bank";
import { takeFromBudget } from "../rate-limits/rate-limits";
import type { RateLimitPolicy } from "../rate-limits/rate-limits";
import { readCounts } from "../statistics/counters";
import { accuracyFigures } from "../statistics/accuracy";
import { agreementFigures } from "../statistics/agreement";
import { evidenceOf } from "./evidence-figures";
import { itemsScope } from "./result-statistics";

/** A page that reloads now and then, or a script that polls every few seconds, stays well inside. */
export const EVIDENCE_RATE_LIMIT: RateLimitPolicy = { name: "evidence", limit: 60, windowMs: 10 * 60 * 1000, message: EVIDENCE_MESSAGES.tooMany };

let cached: { at: number; figures: Promise<EvidenceResponse> } | null = null;

/** The figures as the counters hold them now: one read of each assessment's shards per kind (items, agreement, accuracy). */
export async function computeEvidence(now: Date = new Date()): Promise<EvidenceResponse> {
  const [assessments, agreement, accuracy] = await Promise.all([
    Promise.all(ASSESSMENT_BANK.map(async (assessment) => evidenceOf(assessment, await readCounts(itemsScope(assessment.id))))),
    agreementFigures(),
    accuracyFigures(),
  ]);
  return { computed_at: now.toISOString(), min_cell: MIN_CELL, assessments, agreement, accuracy };
}

/** The figures, at most EVIDENCE_CACHE_SECONDS old. */
export async function evidenceFor(clientIp: string | null, now: number = Date.now()): Promise<EvidenceResponse> {
  await takeFromBudget(EVIDENCE_RATE_LIMIT, clientIp ?? "unknown");
  if (!cached || now - cached.at >= EVIDENCE_CACHE_SECONDS * 1000) {
    const figures = computeEvidence(new Date(now));
    cached = { at: now, figures };
    figures.catch(() => {
      if (cached?.figures === figures) cached = null;
    });
  }
  return cached.figures;
}
