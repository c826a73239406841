// Onboarding step 2: who the user is (the shared profile form, every field). School admins go on to
// register their school, everyone else to the dashboard.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Profile } from "@readbright/domain/profile";
import { ProfileForm } from "../../../components/profile-form/profile-form";
import type { ProfileField } from "../../../components/profile-form/profile-form";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";

export const PROFILE_INFO_FAILED = msg`Could not save your details. Please try again.`;

const FIELDS: readonly ProfileField[] = ["first_name", "last_name", "gender", "date_of_birth", "country", "city"];

export function ProfileInfoForm({ profile }: { profile?: Profile }) {
  const navigate = useAppNavigate();
  const { t } = useLingui();
  return (
    <ProfileForm
      profile={profile}
      fields={FIELDS}
      label={t`Profile info`}
      submitText={t`Continue`}
      failedMessage={t(PROFILE_INFO_FAILED)}
      onSaved={(saved) => navigate(saved.onboarding_state === "school" ? paths.schoolOnboarding.href() : paths.dashboard.href())}
    />
  );
}
