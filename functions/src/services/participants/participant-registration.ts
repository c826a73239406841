// POST /api/participants/: a participant registered with the payload the caller's form sends (spec
// section 3); which fields the caller must send depends on their form, checked here.
import { participantFormType } from "@readbright/domain/participant-schemas";
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/caller-scope";
import type { StoredParticipant } from "./stored-participant";
import { createParticipant, upsertSelfParticipant } from "./repositories/participant-write-repository";
import { individualParticipantSchema, participantSchema, schoolParticipantSchema } from "@readbright/domain/participant-schemas";
import { validate } from "../../core/validate";
import type { ParticipantBody } from "@readbright/domain/api/participants";
import { PARTICIPANT_ERRORS } from "@readbright/domain/api/participants";
import { selfFieldsFromProfile } from "./participant-lookup";
import { organizationOf } from "../accounts/caller-scope";
import { newStudentCode } from "./student-code";
import { requireConsent } from "./participant-consent";

/** The new participant (or, for an individual, their own, made from the profile). */
export async function register(user: AuthUser, payload: ParticipantBody): Promise<StoredParticipant> {
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
