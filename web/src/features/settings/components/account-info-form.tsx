// Settings, Account info: the shared profile form with first and last name, date of birth and gender; a
// save keeps the form on the saved values and says so in a toast.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Profile } from "@readbright/domain/profile";
import { ProfileForm } from "../../../components/profile-form/profile-form";
import type { ProfileField } from "../../../components/profile-form/profile-form";
import { useToast } from "../../../components/toast/toast-context";

export const ACCOUNT_INFO_FAILED = msg`Could not save your changes. Please try again.`;

const FIELDS: readonly ProfileField[] = ["first_name", "last_name", "date_of_birth", "gender"];

export function AccountInfoForm({ profile }: { profile: Profile }) {
  const { showToast } = useToast();
  const { t } = useLingui();
  return (
    <ProfileForm
      profile={profile}
      fields={FIELDS}
      label={t`Account info`}
      submitText={t`Save changes`}
      failedMessage={t(ACCOUNT_INFO_FAILED)}
      onSaved={(_saved, keepSaved) => {
        keepSaved();
        showToast({ title: t`Account info updated`, description: t`Your changes have been saved.`, tone: "success" });
      }}
    />
  );
}
