import { Trans, useLingui } from "@lingui/react/macro";
import { LoadingPage } from "../../../components/loading-page";
import { useProfile } from "../../../lib/profile/get-profile";
import { ProfileInfoForm } from "../components/profile-info-form";
import "../components/onboarding.css";

export function ProfileInfoPage() {
  const { data: profile, isLoading } = useProfile();
  const { t } = useLingui();
  return (
    <div className="page page--medium">
      <title>{t`Profile info | ReadBright`}</title>
      <div className="onboarding-card">
        <h1>
          <Trans>Tell us about yourself</Trans>
        </h1>
        <p className="onboarding-card__lead">
          <Trans>All fields are required.</Trans>
        </p>
        {/* The form starts from the saved profile, so it waits for it. */}
        {isLoading ? <LoadingPage /> : <ProfileInfoForm profile={profile} />}
      </div>
    </div>
  );
}
