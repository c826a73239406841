// The demo participants carry the consent the API would have stored for them.
import { describe, expect, it } from "vitest";
import { consentBasisOf } from "../domain/src/consent";
import { PRIVACY_VERSION as DOMAIN_PRIVACY_VERSION } from "../domain/src/privacy-notice";
import { DEMO_ACCOUNTS } from "./demo-accounts.mjs";
import { demoConsent, PRIVACY_VERSION } from "./seed-demo-consent.mjs";
import { DEMO_PARTICIPANTS } from "./seed-demo-participants.mjs";

describe("demo consent", () => {
  it("names the Privacy notice's current version", () => {
    expect(PRIVACY_VERSION).toBe(DOMAIN_PRIVACY_VERSION);
  });

  it("gives each demo person the basis the API would give their account, by that account, when they were registered", () => {
    const registered = new Date(Date.UTC(2026, 4, 1));
    for (const account of DEMO_ACCOUNTS) {
      for (const spec of DEMO_PARTICIPANTS[account.uid] ?? []) {
        expect(demoConsent(account, spec, registered)).toEqual({
          basis: consentBasisOf(account.profile),
          given_by_uid: account.uid,
          given_at: registered,
          privacy_version: DOMAIN_PRIVACY_VERSION,
        });
      }
    }
  });
});
