// The participant routes' answers: each participant with their newest result (results/participant-presenter.ts),
// for the list, one, a new one, a corrected one and a class list. Registering and correcting are the
// participants' own (participants/); deleting one is a workflow (workflows/participant-deletion.ts).
import type { ParticipantFilter } from "./participant-page-service";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/caller-scope";
import type { ParticipantBody } from "@readbright/domain/api/participants";
import { latestByParticipant, presentParticipant } from "./participant-presenter";
import { participantInScope, participantsInScope } from "../participants/participant-lookup";
import { resultsInScope, resultsOfParticipant } from "./results-in-scope";
import { scopeOf } from "../accounts/caller-scope";
import { auditActorOf, auditEvent, groupLabel } from "../audit/audit-service";
import { recordAuditEvent } from "../audit/audit-log";
import { register } from "../participants/participant-registration";
import { correctParticipant } from "../participants/participant-update-service";
import { participantCopiesWrite } from "./repositories/result-repository";
import type { ParticipantPatch } from "@readbright/domain/participant-schemas";

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

/** POST /api/participants/: the new (or, for an individual, their own) participant. */
/** The body's shape is checked by the contract; which fields the caller must send depends on their form, checked here. */
export async function registerParticipant(user: AuthUser, payload: ParticipantBody): Promise<Participant> {
  const participant = await register(user, payload);
  const [latest] = participant.is_self ? await resultsOfParticipant(participant.id) : [];
  return presentParticipant(participant, latest ?? null);
}

/** PATCH /api/participants/{id}: the participant as corrected, with their newest result. */
export async function updateParticipantFor(user: AuthUser, id: string, patch: ParticipantPatch): Promise<Participant> {
  // The name, grade and section each result carries a copy of change with the participant.
  const participant = await correctParticipant(user, id, patch, (participantId, { name, grade, section }) => participantCopiesWrite(participantId, { name, grade, section }));
  const [latest] = await resultsOfParticipant(participant.id);
  return presentParticipant(participant, latest ?? null);
}

/** GET /api/participants/class-list/: the list's students of a grade and section; the download goes in the school's log. */
export async function classListFor(user: AuthUser, filter: { grade?: string | undefined; section?: string | undefined }): Promise<Participant[]> {
  const students = await listParticipantsFor(user, filter);
  const grade = filter.grade || null;
  const section = filter.section || null;
  await recordAuditEvent(auditEvent(await auditActorOf(user), "class_list_downloaded", { type: "class", id: null, label: groupLabel({ grade, section }), detail: `${students.length} ${students.length === 1 ? "student" : "students"}` }));
  return students;
}
