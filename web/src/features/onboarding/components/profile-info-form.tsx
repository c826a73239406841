// Onboarding step 2: who the user is. School admins go on to register their school, everyone else to the dashboard.
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import type { Profile } from "@readbright/domain/profile";
import { todayIsoDate } from "@readbright/domain/profile";
import { profileInfoSchema } from "@readbright/domain/profile-schemas";
import { FormStatus } from "../../../components/form/form-status";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { useUpdateProfile } from "../../../lib/profile/update-profile";
import { countryNames } from "../utils/country-names";
import { errorMessage } from "../utils/error-message";
import { ComboboxField } from "./combobox-field";
import { GENDER_OPTIONS } from "../data/gender-options";

export const PROFILE_INFO_FAILED = "Could not save your details. Please try again.";

type ProfileInfoForm = Record<"first_name" | "last_name" | "gender" | "date_of_birth" | "country" | "city", string>;

function initialValues(profile: Profile | undefined): ProfileInfoForm {
  return {
    first_name: profile?.first_name ?? "",
    last_name: profile?.last_name ?? "",
    gender: profile?.gender ?? "",
    date_of_birth: profile?.date_of_birth ?? "",
    country: profile?.country ?? "",
    city: profile?.city ?? "",
  };
}

export function ProfileInfoForm({ profile }: { profile?: Profile }) {
  const updateProfile = useUpdateProfile();
  const navigate = useAppNavigate();

  async function handleSubmit(values: ProfileInfoForm, { setStatus }: FormikHelpers<ProfileInfoForm>) {
    setStatus(undefined);
    let saved: Profile;
    try {
      saved = await updateProfile(await profileInfoSchema.validate(values));
    } catch (error) {
      setStatus(errorMessage(error, PROFILE_INFO_FAILED));
      return;
    }
    await navigate(saved.onboarding_state === "school" ? paths.schoolOnboarding.href() : paths.dashboard.href());
  }

  return (
    <Formik initialValues={initialValues(profile)} validationSchema={profileInfoSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label="Profile info">
          <div className="form__row">
            <TextField name="first_name" label="First Name" autoComplete="given-name" />
            <TextField name="last_name" label="Last Name" autoComplete="family-name" />
          </div>
          <div className="form__row">
            <SelectField name="gender" label="Gender" options={GENDER_OPTIONS} placeholder="Select gender" placeholderDisabled />
            <TextField name="date_of_birth" label="Date of Birth" type="date" max={todayIsoDate()} autoComplete="bday" />
          </div>
          <div className="form__row">
            <ComboboxField name="country" label="Country" options={countryNames()} />
            <TextField name="city" label="City" autoComplete="address-level2" />
          </div>
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText="Saving...">Continue</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
