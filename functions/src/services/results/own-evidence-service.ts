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
import { ownScopeOf } from "./result-statistics";
import type { OwnScopeKind } from "./result-statistics";

/** The scope whose counters hold the caller's results: the same kind and id ownScope gives their results. */
function ownKindAndId(scope: ReturnType<typeof scopeOf>): [OwnScopeKind, string] {
  if (scope.kind === "school") return ["school", scope.schoolId];
  if (scope.kind === "organization") return ["organization", scope.organizationId];
  return ["owner", scope.uid];
}

export async function ownEvidence(user: AuthUser, now: Date = new Date()): Promise<OwnEvidenceResponse> {
  const profile = await readCallerProfile(user.uid);
  if (!hasOwnFigures(profile)) throw new HttpError(403, OWN_EVIDENCE_MESSAGES.notForThisAccount);
  const [kind, id] = ownKindAndId(scopeOf(profile));
  const figures = await Promise.all(
    ASSESSMENT_BANK.map(async (assessment) => ownScopeFiguresOf(assessment, await readCounts(ownScopeOf(kind, id, assessment.id)))),
  );
  return { computed_at: now.toISOString(), min_cell: MIN_CELL, assessments: figures.filter((figure) => figure !== null) };
}
