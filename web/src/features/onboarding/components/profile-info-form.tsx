// Onboarding step 2: who the user is (the shared profile form, every field). School admins go on to
// register their school, everyone else to the dashboard.
import type { Profile } from "@readbright/domain/profile";
import { ProfileForm } from "../../../components/profile-form/profile-form";
import type { ProfileField } from "../../../components/profile-form/profile-form";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";

export const PROFILE_INFO_FAILED = "Could not save your details. Please try again.";

const FIELDS: readonly ProfileField[] = ["first_name", "last_name", "gender", "date_of_birth", "country", "city"];

export function ProfileInfoForm({ profile }: { profile?: Profile }) {
  const navigate = useAppNavigate();
  return (
    <ProfileForm
      profile={profile}
      fields={FIELDS}
      label="Profile info"
      submitText="Continue"
      failedMessage={PROFILE_INFO_FAILED}
      onSaved={(saved) => navigate(saved.onboarding_state === "school" ? paths.schoolOnboarding.href() : paths.dashboard.href())}
    />
  );
}
