// Who may see a participant (and so its results), and a participant's age: the rules every
// participant-scoped endpoint shares.
import type { AccessProfile } from "../repositories/access-profile-repository";

/** The fields of a participant (or of a result's copy of them) that decide access. */
export interface ParticipantScope {
  owner_uid: string;
  school_id: string | null;
  organization_id: string | null;
}

/**
 * The one access rule: the participant's owner, anyone of the participant's school (its admin, or a
 * school user whose profile names the school), or anyone of the participant's organization.
 */
export function canAccessParticipant(profile: AccessProfile, participant: ParticipantScope): boolean {
  if (participant.owner_uid !== "" && participant.owner_uid === profile.uid) return true;
  if (participant.school_id !== null && participant.school_id === profile.school) return true;
  return participant.organization_id !== null && participant.organization_id === profile.organization;
}
