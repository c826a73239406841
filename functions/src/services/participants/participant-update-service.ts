// PATCH /api/participants/{id}: an account holder corrects a participant's details (the Privacy page's
// "correct"). Only the fields sent change; a school's students keep their grade and section, others
// have none; an individual's own name, gender and date of birth follow their profile, so they are
// changed in Settings. The correction goes in the school's or organization's activity log.
import type { ParticipantPatch } from "@readbright/domain/participant-schemas";
import { PARTICIPANT_ERRORS } from "@readbright/domain/api/participants";
import type { AuthUser } from "../../core/caller";
import { HttpError } from "../../core/http-error";
import { auditActorFrom, auditEvent } from "../audit/audit-service";
import { auditWrite } from "../audit/audit-log";
import { participantInScope } from "./participant-lookup";
import type { StoredParticipant } from "./stored-participant";
import type { JoinedWrite } from "../../core/transaction-step";
import { updateParticipantFields } from "./repositories/participant-update-repository";
import type { ParticipantChanges } from "./repositories/participant-update-repository";

const FIELD_LABELS: Record<keyof ParticipantChanges, string> = {
  name: "name",
  gender: "gender",
  date_of_birth: "date of birth",
  grade: "grade",
  section: "section",
  history: "history",
  difficulties: "difficulties",
};

/** An individual's own participant takes these from their profile. */
const PROFILE_FIELDS = ["name", "gender", "date_of_birth"] as const;

/**
 * The participant as corrected (as it was, when nothing changed). `copiesOf` gives the write that keeps
 * the copies of the participant elsewhere in step (their results'), made in the same batch.
 */
export async function correctParticipant(
  user: AuthUser,
  id: string,
  patch: ParticipantPatch,
  copiesOf: (participantId: string, changes: ParticipantChanges) => Promise<JoinedWrite | null>,
): Promise<StoredParticipant> {
  const { profile, participant } = await participantInScope(user, id);
  // Sent as they are (a form sends every field) they change nothing; sent changed, Settings is the place.
  if (participant.is_self && PROFILE_FIELDS.some((field) => patch[field] !== undefined && patch[field] !== participant[field])) {
    throw new HttpError(400, PARTICIPANT_ERRORS.selfFromProfile);
  }
  // Grade and section are a school's: a family's or a professional's participant has none.
  const allowed = participant.school_id ? patch : { ...patch, grade: undefined, section: undefined };
  const changes = Object.fromEntries(
    Object.entries(allowed).filter(([field, value]) => value !== undefined && value !== participant[field as keyof ParticipantChanges]),
  ) as ParticipantChanges;
  // In the form's order, whatever order the body came in.
  const changed = (Object.keys(FIELD_LABELS) as (keyof ParticipantChanges)[]).filter((field) => field in changes);
  if (changed.length === 0) return participant;
  const event = auditEvent(auditActorFrom(profile, user.email), "participant_updated", {
    type: "participant",
    id: participant.id,
    label: changes.name ?? participant.name,
    detail: `Changed: ${changed.map((field) => FIELD_LABELS[field]).join(", ")}`,
    participantId: participant.id,
  });
  return updateParticipantFields(participant, changes, [await copiesOf(participant.id, changes), auditWrite(event)]);
}
