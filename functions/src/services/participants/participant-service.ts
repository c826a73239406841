// Participants (issue 5): list the caller's scope, read one, register one with the payload the
// caller's form sends (spec section 3), and delete one with everything recorded about them.
import type { ParticipantFilter } from "./participant-page-service";
import { participantFormType } from "@readbright/domain/participant-schemas";
import type { Participant } from "@readbright/domain/participant-schemas";
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/repositories/caller-profile-repository";
import { deleteParticipantData } from "./repositories/participant-deletion-repository";
import type { StoredParticipant } from "./repositories/participant-repository";
import { createParticipant, upsertSelfParticipant } from "./repositories/participant-write-repository";
import { individualParticipantSchema, participantSchema, schoolParticipantSchema } from "@readbright/domain/participant-schemas";
import { validate } from "../../core/validate";
import type { ParticipantBody } from "@readbright/domain/api/participants";
import { PARTICIPANT_ERRORS } from "@readbright/domain/api/participants";
import { latestByParticipant, presentParticipant } from "./participant-presenter";
import { participantInScope, participantsInScope, resultsInScope, resultsOfParticipant, selfFieldsFromProfile } from "./participant-lookup";
import { organizationOf, scopeOf } from "../accounts/caller-scope";
import { newStudentCode } from "./student-code";
import { requireConsent } from "./participant-consent";
import { auditActorOf, auditEvent, groupLabel } from "../audit/audit-service";
import { ERASED, recordAuditEvent } from "../audit/repositories/audit-event-repository";

/** GET /api/participants/: the caller's scope by name, each with their newest result (of a grade and section, if given). */
export async function listParticipantsFor(user: AuthUser, filter: ParticipantFilter = {}): Promise<Participant[]> {
  const profile = await readCallerProfile(user.uid);
  const participants = (await participantsInScope(profile)).filter(
    (p) => (!filter.grade || p.grade === filter.grade) && (!filter.section || p.section === filter.section) && (!filter.risk || p.latest_risk_level === filter.risk),
  );
  const [first] = participants;
  if (!first) return [];
  // An individual's scope is their one participant, already in hand.
  const latest = latestByParticipant(scopeOf(profile).kind === "self" ? await resultsOfParticipant(first.id) : await resultsInScope(profile));
  const now = new Date();
  return participants.map((participant) => presentParticipant(participant, latest.get(participant.id) ?? null, now));
}

/** GET /api/participants/{id} */
export async function getParticipantFor(user: AuthUser, id: string): Promise<Participant> {
  const { participant } = await participantInScope(user, id);
  const [latest] = await resultsOfParticipant(participant.id);
  return presentParticipant(participant, latest ?? null);
}

async function register(user: AuthUser, payload: ParticipantBody): Promise<StoredParticipant> {
  const profile = await readCallerProfile(user.uid);
  const form = participantFormType(profile);
  if (form === "individual") {
    // The profile is the participant: the form adds only history and difficulties.
    const input = await validate(individualParticipantSchema, payload);
    const fromProfile = selfFieldsFromProfile(profile);
    if (!fromProfile) throw new HttpError(400, PARTICIPANT_ERRORS.profileIncomplete);
    return upsertSelfParticipant(user.uid, { ...fromProfile, ...input }, { ...fromProfile, ...input });
  }
  if (form === "school") {
    const input = await validate(schoolParticipantSchema, payload);
    if (!profile.school) throw new HttpError(403, PARTICIPANT_ERRORS.schoolRequired);
    const consent = await requireConsent(profile, payload.consent);
    const student = { ...input, owner_uid: user.uid, school_id: profile.school, organization_id: null, is_self: false, consent };
    return createParticipant(student, () => newStudentCode());
  }
  const input = await validate(participantSchema, payload);
  const consent = await requireConsent(profile, payload.consent);
  return createParticipant({ ...input, grade: null, section: null, owner_uid: user.uid, school_id: null, organization_id: organizationOf(profile), is_self: false, consent });
}

/** POST /api/participants/: the new (or, for an individual, their own) participant. */
/** The body's shape is checked by the contract; which fields the caller must send depends on their form, checked here. */
export async function registerParticipant(user: AuthUser, payload: ParticipantBody): Promise<Participant> {
  const participant = await register(user, payload);
  const [latest] = participant.is_self ? await resultsOfParticipant(participant.id) : [];
  return presentParticipant(participant, latest ?? null);
}

/**
 * DELETE /api/participants/{id}: the participant, their results, answers, recordings, pointers and
 * student code. An individual may delete their own participant too: it is their data, and the next
 * request that needs it makes a fresh one from the profile.
 */
export async function deleteParticipantFor(user: AuthUser, id: string): Promise<void> {
  const { participant } = await participantInScope(user, id);
  const detail = participant.grade || participant.section ? groupLabel(participant) : null;
  // "Deleted at once": the log keeps that someone was deleted, by whom and from which class, not who.
  const event = auditEvent(await auditActorOf(user), "participant_deleted", { type: "participant", id: null, label: ERASED.participant, detail });
  await deleteParticipantData(participant, await resultsOfParticipant(participant.id), event);
}

/** GET /api/participants/class-list/: the list's students of a grade and section; the download goes in the school's log. */
export async function classListFor(user: AuthUser, filter: { grade?: string | undefined; section?: string | undefined }): Promise<Participant[]> {
  const students = await listParticipantsFor(user, filter);
  const grade = filter.grade || null;
  const section = filter.section || null;
  await recordAuditEvent(auditEvent(await auditActorOf(user), "class_list_downloaded", { type: "class", id: null, label: groupLabel({ grade, section }), detail: `${students.length} ${students.length === 1 ? "student" : "students"}` }));
  return students;
}
