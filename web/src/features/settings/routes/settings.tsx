import { Trans, useLingui } from "@lingui/react/macro";
import { LoadingPage } from "../../../components/loading-page";
import { useProfile } from "../../../lib/profile/get-profile";
import { AccountInfoForm } from "../components/account-info-form";
import { ChangePasswordForm } from "../components/change-password-form";
import { DownloadData } from "../components/download-data";
import { DeleteAccount } from "../components/delete-account";
import { PageFrame } from "../../../components/page-frame";
import "../components/settings.css";

export function SettingsPage() {
  const { data: profile } = useProfile();
  const { t } = useLingui();
  return (
    <PageFrame title={t`Settings`} subtitle={t`Manage your account details, your password and your data.`}>
      <section className="settings-section" aria-labelledby="account-info-title">
        <h2 id="account-info-title">
          <Trans>Account info</Trans>
        </h2>
        {/* The form starts from the saved profile, so it waits for it. */}
        {profile ? <AccountInfoForm profile={profile} /> : <LoadingPage />}
      </section>
      <section className="settings-section" aria-labelledby="login-security-title">
        <h2 id="login-security-title">{t`Login & Security`}</h2>
        <ChangePasswordForm />
      </section>
      <section className="settings-section" aria-labelledby="your-data-title">
        <h2 id="your-data-title">
          <Trans>Your data</Trans>
        </h2>
        {profile ? <DownloadData profile={profile} /> : null}
      </section>
      <section className="settings-section" aria-labelledby="delete-account-title">
        <h2 id="delete-account-title">
          <Trans>Delete account</Trans>
        </h2>
        {profile ? <DeleteAccount profile={profile} /> : null}
      </section>
    </PageFrame>
  );
}
