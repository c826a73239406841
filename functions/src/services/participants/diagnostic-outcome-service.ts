// GET, POST and DELETE /api/participants/{id}/diagnostic-outcome/ (decision 45): a dyslexia professional
// (an organization's account) records what a client's full diagnostic assessment found. Anyone else who
// can see the participant is refused (403); a participant out of the caller's scope is missing (404).
// Recording or deleting changes the accuracy counts in the same transaction and is logged.
import { DIAGNOSTIC_OUTCOME_LABELS, DIAGNOSTIC_OUTCOME_MESSAGES } from "@readbright/domain/api/diagnostic-outcome";
import type { DiagnosticOutcomeBody, DiagnosticOutcomeKind, DiagnosticOutcomeResponse, DiagnosticOutcomeState } from "@readbright/domain/api/diagnostic-outcome";
import type { AuthUser } from "../../core/caller";
import { HttpError } from "../../core/http-error";
import type { CallerProfile } from "../accounts/caller-profile";
import { auditWrite } from "../audit/audit-log";
import { auditActorFrom, auditEvent } from "../audit/audit-service";
import { accuracyRecount, comparedScreening } from "./outcome-comparison";
import { participantInScope } from "./participant-lookup";
import { changeOutcome } from "./repositories/diagnostic-outcome-repository";
import type { StoredDiagnosticOutcome, StoredParticipant } from "./stored-participant";

const M = DIAGNOSTIC_OUTCOME_MESSAGES;

/** A dyslexia professional's participant: an organization's client, seen by that organization's account. */
async function professionalsClient(user: AuthUser, id: string): Promise<{ profile: CallerProfile; participant: StoredParticipant }> {
  let found: { profile: CallerProfile; participant: StoredParticipant };
  try {
    found = await participantInScope(user, id);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw new HttpError(404, M.participantNotFound);
    throw err;
  }
  if (found.profile.user_type !== "organization" || !found.participant.organization_id) throw new HttpError(403, M.professionalsOnly);
  return found;
}

export function presentOutcome(participantId: string, outcome: StoredDiagnosticOutcome | null | undefined): DiagnosticOutcomeResponse | null {
  if (!outcome) return null;
  const { compared } = outcome;
  return {
    participant_id: participantId,
    outcome: outcome.outcome,
    assessed_on: outcome.assessed_on,
    instrument: outcome.instrument,
    recorded_at: outcome.recorded_at.toISOString(),
    compared_with: compared ? { result_id: compared.result_id, completed_at: compared.completed_at.toISOString(), risk_level: compared.risk_level } : null,
  };
}

export async function getDiagnosticOutcomeFor(user: AuthUser, id: string): Promise<DiagnosticOutcomeState> {
  const { participant } = await professionalsClient(user, id);
  return { diagnostic_outcome: presentOutcome(participant.id, participant.diagnostic_outcome) };
}

function event(user: AuthUser, profile: CallerProfile, participant: StoredParticipant, action: "diagnostic_outcome_recorded" | "diagnostic_outcome_deleted", outcome: DiagnosticOutcomeKind) {
  return auditEvent(auditActorFrom(profile, user.email), action, {
    type: "participant",
    id: participant.id,
    label: participant.name,
    detail: DIAGNOSTIC_OUTCOME_LABELS[outcome],
    participantId: participant.id,
  });
}

export async function recordDiagnosticOutcomeFor(user: AuthUser, id: string, body: DiagnosticOutcomeBody, now: Date = new Date()): Promise<DiagnosticOutcomeState> {
  const { profile, participant } = await professionalsClient(user, id);
  const outcome = body.outcome as DiagnosticOutcomeKind;
  const stored = await changeOutcome(participant.id, ({ screenings, outcome: before }) => {
    const after: StoredDiagnosticOutcome = {
      outcome,
      assessed_on: body.assessed_on,
      instrument: body.instrument,
      recorded_at: now,
      recorded_by_uid: user.uid,
      compared: comparedScreening(screenings, body.assessed_on),
    };
    return { outcome: after, alsoWrite: [...accuracyRecount(participant.id, before, after), auditWrite(event(user, profile, participant, "diagnostic_outcome_recorded", outcome))] };
  });
  if (stored === undefined) throw new HttpError(404, M.participantNotFound);
  return { diagnostic_outcome: presentOutcome(participant.id, stored) };
}

export async function deleteDiagnosticOutcomeFor(user: AuthUser, id: string): Promise<void> {
  const { profile, participant } = await professionalsClient(user, id);
  const gone = await changeOutcome(participant.id, ({ outcome: before }) => {
    if (!before) throw new HttpError(404, M.noOutcome);
    return { outcome: null, alsoWrite: [...accuracyRecount(participant.id, before, null), auditWrite(event(user, profile, participant, "diagnostic_outcome_deleted", before.outcome))] };
  });
  if (gone === undefined) throw new HttpError(404, M.participantNotFound);
}
