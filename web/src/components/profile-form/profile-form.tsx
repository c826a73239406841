// The profile's own fields, one form for onboarding's Profile info and Settings' Account info: each page
// names the fields it asks for, in its order (two to a row), all required by the same rules, and what
// happens once the profile is saved.
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import type { Profile } from "@readbright/domain/profile";
import { todayIsoDate } from "@readbright/domain/profile";
import { profileInfoSchema } from "@readbright/domain/profile-schemas";
import type { ProfileInfoValues } from "@readbright/domain/profile-schemas";
import { errorMessage } from "../../lib/error-message";
import { countryNames } from "../../lib/profile/country-names";
import { GENDER_OPTIONS } from "../../lib/profile/gender-options";
import { useUpdateProfile } from "../../lib/profile/update-profile";
import { ComboboxField } from "../form/combobox-field";
import { FormStatus } from "../form/form-status";
import { SelectField } from "../form/select-field";
import { SubmitButton } from "../form/submit-button";
import { TextField } from "../form/text-field";

export type ProfileField = keyof ProfileInfoValues;
type Values = Partial<Record<ProfileField, string>>;

export interface ProfileFormProps {
  /** The saved profile the fields start from (none yet: blank). */
  profile: Profile | undefined;
  /** The fields asked for, in the order shown. */
  fields: readonly ProfileField[];
  /** The form's accessible name. */
  label: string;
  submitText: string;
  /** Shown when saving fails without a message from the server. */
  failedMessage: string;
  /** After a save: `keepSaved` makes the saved values the form's new starting point (nothing left to save). */
  onSaved: (saved: Profile, keepSaved: () => void) => Promise<void> | void;
}

function valuesOf(profile: Profile | undefined, fields: readonly ProfileField[]): Values {
  return Object.fromEntries(fields.map((name) => [name, profile?.[name] ?? ""]));
}

function FieldFor({ name }: { name: ProfileField }) {
  const { i18n, t } = useLingui();
  switch (name) {
    case "first_name":
      return <TextField name="first_name" label={t`First Name`} autoComplete="given-name" />;
    case "last_name":
      return <TextField name="last_name" label={t`Last Name`} autoComplete="family-name" />;
    case "gender":
      return <SelectField name="gender" label={t`Gender`} options={GENDER_OPTIONS} placeholder={t`Select gender`} placeholderDisabled />;
    case "date_of_birth":
      return <TextField name="date_of_birth" label={t`Date of Birth`} type="date" max={todayIsoDate()} autoComplete="bday" />;
    case "country":
      return <ComboboxField name="country" label={t`Country`} options={countryNames(i18n.locale)} />;
    case "city":
      return <TextField name="city" label={t`City`} autoComplete="address-level2" />;
  }
}

export function ProfileForm({ profile, fields, label, submitText, failedMessage, onSaved }: ProfileFormProps) {
  const { t } = useLingui();
  const updateProfile = useUpdateProfile();
  const schema = useMemo(() => profileInfoSchema.pick([...fields]), [fields]);
  const rows = useMemo(() => fields.flatMap((name, index) => (index % 2 === 0 ? [fields.slice(index, index + 2)] : [])), [fields]);

  async function handleSubmit(values: Values, { setStatus, resetForm }: FormikHelpers<Values>) {
    setStatus(undefined);
    let saved: Profile;
    try {
      saved = await updateProfile(await schema.validate(values));
    } catch (error) {
      setStatus(errorMessage(error, failedMessage));
      return;
    }
    await onSaved(saved, () => resetForm({ values: valuesOf(saved, fields) }));
  }

  return (
    <Formik initialValues={valuesOf(profile, fields)} validationSchema={schema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label={label}>
          {rows.map((row) => (
            <div className="form__row" key={row.join()}>
              {row.map((name) => (
                <FieldFor key={name} name={name} />
              ))}
            </div>
          ))}
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText={t`Saving...`}>{submitText}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
