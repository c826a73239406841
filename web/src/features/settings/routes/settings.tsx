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
  return (
    <PageFrame title="Settings" subtitle="Manage your account details, your password and your data.">
      <section className="settings-section" aria-labelledby="account-info-title">
        <h2 id="account-info-title">Account info</h2>
        {/* The form starts from the saved profile, so it waits for it. */}
        {profile ? <AccountInfoForm profile={profile} /> : <LoadingPage />}
      </section>
      <section className="settings-section" aria-labelledby="login-security-title">
        <h2 id="login-security-title">Login &amp; Security</h2>
        <ChangePasswordForm />
      </section>
      <section className="settings-section" aria-labelledby="your-data-title">
        <h2 id="your-data-title">Your data</h2>
        {profile ? <DownloadData profile={profile} /> : null}
      </section>
      <section className="settings-section" aria-labelledby="delete-account-title">
        <h2 id="delete-account-title">Delete account</h2>
        {profile ? <DeleteAccount profile={profile} /> : null}
      </section>
    </PageFrame>
  );
}
