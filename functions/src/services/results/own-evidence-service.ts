// GET /api/evidence/mine/: a school's or a professional's own figures for the dashboard, from the counters
// of their own scope (result-statistics.ts ownScope): per assessment, completed and flagged results, each
// flag's count, and each section's mean and SD once MIN_CELL unflagged results stand behind it. SHARDS
// reads per assessment, whatever the number of results. Per-item figures stay global (evidence-service.ts).
import { MIN_CELL } from "@readbright/domain/api/evidence";
import { hasOwnFigures, OWN_EVIDENCE_MESSAGES } from "@readbright/domain/api/evidence-mine";
import type { OwnAssessmentFigures, OwnEvidenceResponse } from "@readbright/domain/api/evidence-mine";
import { SECTION_TYPES } from "@readbright/domain/enums";
import { mean, sd } from "@readbright/domain/statistics/moments";
import { AGE_BANDS } from "@readbright/domain/assessment";
import { VALIDITY_CODES } from "@readbright/domain/validity";
import type { AuthUser } from "../../core/caller";
import { HttpError } from "../../core/http-error";
import { ASSESSMENT_BANK } from "../../content/bank";
import { readCallerProfile, scopeOf } from "../accounts/caller-scope";
import { readCounts } from "../statistics/counters";
import { ownScope } from "./result-statistics";

type Owner = { school_id: string | null; organization_id: string | null; owner_uid: string };

/** The owner fields a result of this caller's scope carries, so ownScope names the same counters. */
function ownerOf(scope: ReturnType<typeof scopeOf>): Owner {
  switch (scope.kind) {
    case "school":
      return { school_id: scope.schoolId, organization_id: null, owner_uid: scope.uid };
    case "organization":
      return { school_id: null, organization_id: scope.organizationId, owner_uid: scope.uid };
    default:
      return { school_id: null, organization_id: null, owner_uid: scope.uid };
  }
}

/** One assessment's own figures from its counters; null when none of the scope's results is completed. */
export function ownFiguresOf(assessment: { id: string; band: string; version: number }, counts: Record<string, number>): OwnAssessmentFigures | null {
  const completed = counts["r.total"] ?? 0;
  if (completed <= 0) return null;
  return {
    assessment_id: assessment.id,
    band_label: AGE_BANDS.find((band) => band.id === assessment.band)?.label ?? assessment.band,
    version: assessment.version,
    completed,
    flagged: counts["r.flagged"] ?? 0,
    flags: VALIDITY_CODES.map((code) => ({ code, count: counts[`f.${code}`] ?? 0 })),
    sections: SECTION_TYPES.map((section) => {
      const moments = { n: counts[`s.${section}.n`] ?? 0, sum: counts[`s.${section}.sum`] ?? 0, sumSq: counts[`s.${section}.ss`] ?? 0 };
      const shown = moments.n >= MIN_CELL;
      return { section, n: moments.n, mean: shown ? mean(moments) : null, sd: shown ? sd(moments) : null };
    }),
  };
}

export async function ownEvidence(user: AuthUser, now: Date = new Date()): Promise<OwnEvidenceResponse> {
  const profile = await readCallerProfile(user.uid);
  if (!hasOwnFigures(profile)) throw new HttpError(403, OWN_EVIDENCE_MESSAGES.notForThisAccount);
  const owner = ownerOf(scopeOf(profile));
  const figures = await Promise.all(
    ASSESSMENT_BANK.map(async (assessment) => ownFiguresOf(assessment, await readCounts(ownScope({ ...owner, assessment_id: assessment.id })))),
  );
  return { computed_at: now.toISOString(), min_cell: MIN_CELL, assessments: figures.filter((figure) => figure !== null) };
}
