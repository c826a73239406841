// Finding the caller's participants within their scope (accounts/caller-scope.ts); their results: results/results-in-scope.ts.
// Anything out of scope answers exactly like something that does not exist: 404.
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/caller-scope";
import type { CallerProfile } from "../accounts/caller-profile";
import { findParticipant, listParticipants } from "./repositories/participant-repository";
import type { StoredParticipant } from "./stored-participant";
import { upsertSelfParticipant } from "./repositories/participant-write-repository";
import type { SelfParticipantFields } from "./repositories/participant-write-repository";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { canAccessParticipant, isPrivateParticipant } from "../access/participant-access";
import { accessProfileOf, scopeOf } from "../accounts/caller-scope";

/** What an individual's own participant takes from their profile; null while the profile lacks them. */
export function selfFieldsFromProfile(profile: CallerProfile): Pick<SelfParticipantFields, "name" | "gender" | "date_of_birth"> | null {
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ").trim();
  if (!profile.date_of_birth || name === "") return null;
  return { name, gender: profile.gender ?? "prefer_not_to_say", date_of_birth: profile.date_of_birth };
}

/** An individual's own participant, created (or brought up to date) from the profile; null if it cannot be yet. */
export async function selfParticipant(profile: CallerProfile): Promise<StoredParticipant | null> {
  const fromProfile = selfFieldsFromProfile(profile);
  if (!fromProfile) return null;
  return upsertSelfParticipant(profile.uid, { ...fromProfile, history: null, difficulties: null }, fromProfile);
}

export async function participantsInScope(profile: CallerProfile): Promise<StoredParticipant[]> {
  const scope = scopeOf(profile);
  switch (scope.kind) {
    case "self": {
      const self = await selfParticipant(profile);
      return self ? [self] : [];
    }
    case "owner":
      // Also finds the students someone registered for a school they have since left: not theirs.
      return (await listParticipants({ field: "owner_uid", value: scope.uid, selfOnly: false })).filter(isPrivateParticipant);
    case "school":
      return listParticipants({ field: "school_id", value: scope.schoolId, selfOnly: false });
    case "organization":
      return listParticipants({ field: "organization_id", value: scope.organizationId, selfOnly: false });
  }
}

/** One participant the caller may see, else 404 'Participant not found' (missing or not theirs alike). */
export async function participantInScope(user: AuthUser, id: string): Promise<{ profile: CallerProfile; participant: StoredParticipant }> {
  const [profile, participant] = await Promise.all([readCallerProfile(user.uid), findParticipant(id)]);
  if (!participant || !canAccessParticipant(accessProfileOf(profile), participant)) throw new HttpError(404, ASSESSMENT_ERRORS.participantNotFound);
  return { profile, participant };
}

/** The participants a query finds, in any scope: for the work that deletes them all (workflows/). */
export { listParticipants } from "./repositories/participant-repository";
export type { ParticipantQuery } from "./repositories/participant-repository";
