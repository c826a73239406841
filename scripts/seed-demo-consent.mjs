// The consent each demo participant was added under, stored as the API stores it (domain/src/consent.ts):
// the account that added them, on the basis its type gives, under the Privacy notice's current version,
// when they were registered. (Scripts run on plain Node, so the version is repeated here; a test keeps
// it equal to the domain's.)
export const PRIVACY_VERSION = "2026-11-28";

/** consentBasisOf(profile) for the demo accounts, and "self" for an individual's own participant. */
export function demoConsentBasis(account, spec) {
  if (spec.is_self) return "self";
  if (account.school) return "school_holds_consent";
  if (account.profile.user_type === "organization") return "organization_holds_consent";
  return "guardian";
}

/** The `consent` field of a demo participant registered at `registered` (a Timestamp). */
export function demoConsent(account, spec, registered) {
  return { basis: demoConsentBasis(account, spec), given_by_uid: account.uid, given_at: registered, privacy_version: PRIVACY_VERSION };
}
