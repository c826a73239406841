// Settings, Account info: the shared profile form with first and last name, date of birth and gender; a
// save keeps the form on the saved values and says so in a toast.
import type { Profile } from "@readbright/domain/profile";
import { ProfileForm } from "../../../components/profile-form/profile-form";
import type { ProfileField } from "../../../components/profile-form/profile-form";
import { useToast } from "../../../components/toast/toast-context";

export const ACCOUNT_INFO_FAILED = "Could not save your changes. Please try again.";

const FIELDS: readonly ProfileField[] = ["first_name", "last_name", "date_of_birth", "gender"];

export function AccountInfoForm({ profile }: { profile: Profile }) {
  const { showToast } = useToast();
  return (
    <ProfileForm
      profile={profile}
      fields={FIELDS}
      label="Account info"
      submitText="Save changes"
      failedMessage={ACCOUNT_INFO_FAILED}
      onSaved={(_saved, keepSaved) => {
        keepSaved();
        showToast({ title: "Account info updated", description: "Your changes have been saved.", tone: "success" });
      }}
    />
  );
}
