// A participant's details as both the registration form and 'Edit details' ask them: name, date of birth and
// gender unless the participant is the account holder (those come from their profile), a school's grade and
// section, then history and difficulties.
import { useLingui } from "@lingui/react/macro";
import { GENDER_LABELS, GENDERS } from "@readbright/domain/enums";
import { todayIsoDate } from "@readbright/domain/profile";
import { SelectField } from "../../../components/form/select-field";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import { useDomainText } from "../../../lib/i18n/domain-text";

interface ParticipantFieldsProps {
  /** Name, date of birth and gender: not for an individual, who is the participant. */
  personal: boolean;
  /** Grade and section: a school's student. */
  school: boolean;
}

export function ParticipantFields({ personal, school }: ParticipantFieldsProps) {
  const { t } = useLingui();
  const dt = useDomainText();
  const genderOptions = GENDERS.map((value) => ({ value, label: dt(GENDER_LABELS[value]) }));
  return (
    <>
      {personal ? (
        <>
          <TextField name="name" label={t`Full Name`} autoComplete="off" />
          <div className="form__row">
            <TextField name="date_of_birth" label={t`Date of Birth`} type="date" max={todayIsoDate()} />
            <SelectField name="gender" label={t`Gender`} placeholder={t`Select gender`} placeholderDisabled options={genderOptions} />
          </div>
        </>
      ) : null}
      {school ? (
        <div className="form__row">
          <TextField name="grade" label={t`Grade`} autoComplete="off" />
          <TextField name="section" label={t`Section`} autoComplete="off" />
        </div>
      ) : null}
      <TextAreaField name="history" label={t`History`} rows={3} />
      <TextAreaField name="difficulties" label={t`Difficulties`} rows={3} />
    </>
  );
}
