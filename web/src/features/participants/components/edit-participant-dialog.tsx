// 'Edit details' from a participant's row menu: the details as they were added, to correct (the
// Privacy page's promise that account holders can correct what they added). A school's student also
// has a grade and section.
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { GENDER_LABELS, GENDERS } from "@readbright/domain/enums";
import { PARTICIPANT_ERRORS } from "@readbright/domain/api/participants";
import { participantPatchSchema } from "@readbright/domain/participant-schemas";
import type { Gender } from "@readbright/domain/enums";
import type { Participant } from "@readbright/domain/participant-schemas";
import { todayIsoDate } from "@readbright/domain/profile";
import { Dialog } from "../../../components/dialog";
import { FormStatus } from "../../../components/form/form-status";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { requestMessage } from "../../../utils/request-messages";
import { useProfile } from "../../../lib/profile/get-profile";
import { useUpdateParticipant } from "../api/update-participant";

export const UPDATE_PARTICIPANT_FAILED = "The details could not be saved. Please try again.";

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

interface Values {
  name: string;
  gender: Gender;
  date_of_birth: string;
  grade: string;
  section: string;
  history: string;
  difficulties: string;
}

export function EditParticipantDialog({ participant, onClose }: { participant: Participant; onClose: () => void }) {
  const update = useUpdateParticipant();
  const { showToast } = useToast();
  // A school's students are the ones with a Student ID; an individual's one participant is themself,
  // whose name, gender and date of birth come from their profile.
  const isStudent = participant.student_code !== null;
  const isSelf = useProfile().data?.user_type === "individual";
  const initial: Values = {
    name: participant.name,
    gender: participant.gender,
    date_of_birth: participant.date_of_birth ?? "",
    grade: participant.grade ?? "",
    section: participant.section ?? "",
    history: participant.history ?? "",
    difficulties: participant.difficulties ?? "",
  };

  async function handleSubmit(values: Values, { setStatus }: FormikHelpers<Values>) {
    setStatus(undefined);
    const { grade: _grade, section: _section, ...rest } = values;
    const { name: _name, gender: _gender, date_of_birth: _born, ...notes } = rest;
    const sent = isSelf ? notes : isStudent ? values : rest;
    try {
      const patch = await participantPatchSchema.validate(sent, { stripUnknown: true });
      const saved = await update(participant.id, patch);
      showToast({ title: "Details saved", description: `${saved.name}'s details were updated.`, tone: "success" });
    } catch (error) {
      setStatus(requestMessage(error, UPDATE_PARTICIPANT_FAILED));
      return;
    }
    onClose();
  }

  return (
    <Dialog title={`Edit ${participant.name}'s details`} onClose={onClose}>
      <Formik initialValues={initial} validationSchema={participantPatchSchema} validateOnMount onSubmit={handleSubmit}>
        {({ status }) => (
          <Form className="form" noValidate aria-label="Edit participant">
            {isSelf ? (
              <p>{PARTICIPANT_ERRORS.selfFromProfile}.</p>
            ) : (
              <>
                <TextField name="name" label="Full Name" autoComplete="off" />
                <div className="form__row">
                  <TextField name="date_of_birth" label="Date of Birth" type="date" max={todayIsoDate()} />
                  <SelectField name="gender" label="Gender" placeholder="Select gender" placeholderDisabled options={GENDER_OPTIONS} />
                </div>
              </>
            )}
            {isStudent ? (
              <div className="form__row">
                <TextField name="grade" label="Grade" autoComplete="off" />
                <TextField name="section" label="Section" autoComplete="off" />
              </div>
            ) : null}
            <TextAreaField name="history" label="History" rows={3} />
            <TextAreaField name="difficulties" label="Difficulties" rows={3} />
            <FormStatus message={typeof status === "string" ? status : null} />
            <SubmitButton busyText="Saving...">Save details</SubmitButton>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
