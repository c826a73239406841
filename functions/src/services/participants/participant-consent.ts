// The consent a new participant is added under (domain/src/consent.ts): the caller's confirmation,
// checked with the form's own rule, becomes the record stored with the participant.
import { consentBasisOf, consentSchema } from "@readbright/domain/consent";
import { PRIVACY_VERSION } from "@readbright/domain/privacy-notice";
import type { ConsentRecord } from "@readbright/domain/consent";
import { validate } from "../../core/validate";
import type { CallerProfile } from "../accounts/caller-profile";

/** The record for someone the caller adds, or a 400 with the caller's own wording when `confirmed` is not true. */
export async function requireConsent(profile: CallerProfile, confirmed: unknown): Promise<ConsentRecord> {
  const basis = consentBasisOf(profile);
  // An individual adds only themself (their account's agreement covers it): nothing to confirm here.
  if (basis === "self") throw new Error("An individual's own participant is not added with a confirmation");
  await validate(consentSchema(basis), confirmed);
  return { basis, given_by_uid: profile.uid, privacy_version: PRIVACY_VERSION };
}
