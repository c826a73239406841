import { LoadingPage } from "../../../components/loading-page";
import { useProfile } from "../../../lib/profile/get-profile";
import { ProfileInfoForm } from "../components/profile-info-form";
import "../components/onboarding.css";

export function ProfileInfoPage() {
  const { data: profile, isLoading } = useProfile();
  return (
    <div className="page page--medium">
      <title>Profile info | ReadBright</title>
      <div className="onboarding-card">
        <h1>Tell us about yourself</h1>
        <p className="onboarding-card__lead">All fields are required.</p>
        {/* The form starts from the saved profile, so it waits for it. */}
        {isLoading ? <LoadingPage /> : <ProfileInfoForm profile={profile} />}
      </div>
    </div>
  );
}
