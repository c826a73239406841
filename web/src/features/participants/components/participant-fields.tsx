// A participant's details as both the registration form and 'Edit details' ask them: name, date of birth and
// gender unless the participant is the account holder (those come from their profile), a school's grade and
// section, then history and difficulties.
import { GENDER_LABELS, GENDERS } from "@readbright/domain/enums";
import { todayIsoDate } from "@readbright/domain/profile";
import { SelectField } from "../../../components/form/select-field";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

interface ParticipantFieldsProps {
  /** Name, date of birth and gender: not for an individual, who is the participant. */
  personal: boolean;
  /** Grade and section: a school's student. */
  school: boolean;
}

export function ParticipantFields({ personal, school }: ParticipantFieldsProps) {
  return (
    <>
      {personal ? (
        <>
          <TextField name="name" label="Full Name" autoComplete="off" />
          <div className="form__row">
            <TextField name="date_of_birth" label="Date of Birth" type="date" max={todayIsoDate()} />
            <SelectField name="gender" label="Gender" placeholder="Select gender" placeholderDisabled options={GENDER_OPTIONS} />
          </div>
        </>
      ) : null}
      {school ? (
        <div className="form__row">
          <TextField name="grade" label="Grade" autoComplete="off" />
          <TextField name="section" label="Section" autoComplete="off" />
        </div>
      ) : null}
      <TextAreaField name="history" label="History" rows={3} />
      <TextAreaField name="difficulties" label="Difficulties" rows={3} />
    </>
  );
}
