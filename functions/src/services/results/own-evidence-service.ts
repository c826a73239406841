// GET /api/evidence/mine/: a school's or a professional's own figures for the dashboard, from the counters
// of their own scope (result-statistics.ts ownScope): per assessment, completed and flagged results, each
// flag's count, and each section's mean and SD once MIN_CELL unflagged results stand behind it. SHARDS
// reads per assessment, whatever the number of results. Per-item figures stay global (evidence-service.ts).
import { MIN_CELL } from "@readbright/domain/api/evidence";
import { hasOwnFigures, OWN_EVIDENCE_MESSAGES } from "@readbright/domain/api/evidence-mine";
import type { OwnEvidenceResponse } from "@readbright/domain/api/evidence-mine";
import type { AuthUser } from "../../core/caller";
import { HttpError } from "../../core/http-error";
import { ASSESSMENT_BANK } from "../../content/bank";
import { readCallerProfile, scopeOf } from "../accounts/caller-scope";
import { readCounts } from "../statistics/counters";
import { ownScopeFiguresOf } from "./evidence-figures";
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

export async function ownEvidence(user: AuthUser, now: Date = new Date()): Promise<OwnEvidenceResponse> {
  const profile = await readCallerProfile(user.uid);
  if (!hasOwnFigures(profile)) throw new HttpError(403, OWN_EVIDENCE_MESSAGES.notForThisAccount);
  const owner = ownerOf(scopeOf(profile));
  const figures = await Promise.all(
    ASSESSMENT_BANK.map(async (assessment) => ownScopeFiguresOf(assessment, await readCounts(ownScope({ ...owner, assessment_id: assessment.id })))),
  );
  return { computed_at: now.toISOString(), min_cell: MIN_CELL, assessments: figures.filter((figure) => figure !== null) };
}
