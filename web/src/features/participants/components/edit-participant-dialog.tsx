// 'Edit details' from a participant's row menu: the details as they were added, to correct (the
// Privacy page's promise that account holders can correct what they added). A school's student also
// has a grade and section.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { PARTICIPANT_ERRORS } from "@readbright/domain/api/participants";
import { participantPatchSchema } from "@readbright/domain/participant-schemas";
import type { Gender } from "@readbright/domain/enums";
import type { Participant } from "@readbright/domain/participant-schemas";
import { Dialog } from "../../../components/dialog";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { useToast } from "../../../components/toast/toast-context";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { requestMessage } from "../../../utils/request-messages";
import { useProfile } from "../../../lib/profile/get-profile";
import { useUpdateParticipant } from "../api/update-participant";
import { ParticipantFields } from "./participant-fields";

export const UPDATE_PARTICIPANT_FAILED = msg`The details could not be saved. Please try again.`;

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
  const { t, i18n } = useLingui();
  const dt = useDomainText();
  // A school's students are the ones with a Student ID; an individual's one participant is themself,
  // whose name, gender and date of birth come from their profile.
  const isStudent = participant.student_code !== null;
  const { name } = participant;
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
      const savedName = saved.name;
      showToast({ title: t`Details saved`, description: t`${savedName}'s details were updated.`, tone: "success" });
    } catch (error) {
      setStatus(dt(requestMessage(error, i18n._(UPDATE_PARTICIPANT_FAILED))));
      return;
    }
    onClose();
  }

  return (
    <Dialog title={t`Edit ${name}'s details`} onClose={onClose}>
      <Formik initialValues={initial} validationSchema={participantPatchSchema} validateOnMount onSubmit={handleSubmit}>
        {({ status }) => (
          <Form className="form" noValidate aria-label={t`Edit participant`}>
            {isSelf ? <p>{dt(PARTICIPANT_ERRORS.selfFromProfile)}.</p> : null}
            <ParticipantFields personal={!isSelf} school={isStudent} />
            <FormStatus message={typeof status === "string" ? status : null} />
            <SubmitButton busyText={t`Saving...`}>{t`Save details`}</SubmitButton>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
