import { Trans, useLingui } from "@lingui/react/macro";
import { InvitationsPanel } from "../components/invitations-panel";
import { ProfileTypeForm } from "../components/profile-type-form";
import "../components/onboarding.css";

export function ProfileTypePage() {
  const { t } = useLingui();
  return (
    <div className="page page--medium">
      <title>{t`Profile type | ReadBright`}</title>
      <div className="onboarding-card">
        <h1>
          <Trans>Who will use ReadBright?</Trans>
        </h1>
        <p className="onboarding-card__lead">
          <Trans>Choose the profile that fits you best. It sets up the right dashboard for you.</Trans>
        </p>
        <InvitationsPanel />
        <ProfileTypeForm />
      </div>
    </div>
  );
}
