// Who may see a participant (and so its results), and a participant's age: the rules every
// participant-scoped endpoint shares.
import type { AccessProfile } from "../accounts/caller-profile";

/** The fields of a participant (or of a result's copy of them) that decide access. */
export interface ParticipantScope {
  owner_uid: string;
  school_id: string | null;
  organization_id: string | null;
}

/**
 * A participant of no school and no organization (an individual, a parent's child): its owner is the only
 * way in. A school's student or an organization's client belongs to the school or organization, whoever
 * registered it, so a teacher who registered students loses them the moment they leave the school.
 */
export function isPrivateParticipant(participant: ParticipantScope): boolean {
  return participant.school_id === null && participant.organization_id === null;
}

/**
 * The one access rule: the owner of a private participant, anyone of the participant's school (its admin,
 * or a school user whose profile names the school), or anyone of the participant's organization.
 */
export function canAccessParticipant(profile: AccessProfile, participant: ParticipantScope): boolean {
  if (isPrivateParticipant(participant) && participant.owner_uid !== "" && participant.owner_uid === profile.uid) return true;
  if (participant.school_id !== null && participant.school_id === profile.school) return true;
  return participant.organization_id !== null && participant.organization_id === profile.organization;
}
