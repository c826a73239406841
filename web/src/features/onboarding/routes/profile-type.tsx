import { InvitationsPanel } from "../components/invitations-panel";
import { ProfileTypeForm } from "../components/profile-type-form";
import "../components/onboarding.css";

export function ProfileTypePage() {
  return (
    <div className="page page--medium">
      <title>Profile type | ReadBright</title>
      <div className="onboarding-card">
        <h1>Who will use ReadBright?</h1>
        <p className="onboarding-card__lead">Choose the profile that fits you best. It sets up the right dashboard for you.</p>
        <InvitationsPanel />
        <ProfileTypeForm />
      </div>
    </div>
  );
}
