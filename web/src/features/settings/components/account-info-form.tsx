// Settings, Account info: first and last name, date of birth and gender, saved to the profile.
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import type { Profile } from "@readbright/domain/profile";
import { todayIsoDate } from "@readbright/domain/profile";
import { GENDER_LABELS, GENDERS } from "@readbright/domain/enums";
import { FormStatus } from "../../../components/form/form-status";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { ApiError } from "../../../lib/api-client";
import { useUpdateProfile } from "../../../lib/profile/update-profile";
import { accountInfoSchema } from "../schemas";

export const ACCOUNT_INFO_FAILED = "Could not save your changes. Please try again.";

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

type AccountInfoForm = Record<"first_name" | "last_name" | "date_of_birth" | "gender", string>;

function valuesOf(profile: Profile): AccountInfoForm {
  return {
    first_name: profile.first_name ?? "",
    last_name: profile.last_name ?? "",
    date_of_birth: profile.date_of_birth ?? "",
    gender: profile.gender ?? "",
  };
}

export function AccountInfoForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const { showToast } = useToast();

  async function handleSubmit(values: AccountInfoForm, { setStatus, resetForm }: FormikHelpers<AccountInfoForm>) {
    setStatus(undefined);
    try {
      const saved = await updateProfile(await accountInfoSchema.validate(values));
      resetForm({ values: valuesOf(saved) });
    } catch (error) {
      setStatus(error instanceof ApiError && error.message ? error.message : ACCOUNT_INFO_FAILED);
      return;
    }
    showToast({ title: "Account info updated", description: "Your changes have been saved.", tone: "success" });
  }

  return (
    <Formik initialValues={valuesOf(profile)} validationSchema={accountInfoSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label="Account info">
          <div className="form__row">
            <TextField name="first_name" label="First Name" autoComplete="given-name" />
            <TextField name="last_name" label="Last Name" autoComplete="family-name" />
          </div>
          <div className="form__row">
            <TextField name="date_of_birth" label="Date of Birth" type="date" max={todayIsoDate()} autoComplete="bday" />
            <SelectField name="gender" label="Gender" options={GENDER_OPTIONS} placeholder="Select gender" placeholderDisabled />
          </div>
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText="Saving...">Save changes</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
