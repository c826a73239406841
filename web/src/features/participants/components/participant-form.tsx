// The participant registration form (spec sections 3 and 5): what it asks depends on who registers.
// An individual is the participant and adds only history and difficulties; schools also give grade and section.
// Everyone who adds someone else confirms consent (domain/src/consent.ts) in words that fit who they are.
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { object } from "yup";
import { CONSENT_STATEMENTS, consentSchema } from "@readbright/domain/consent";
import type { ConsentBasis } from "@readbright/domain/consent";
import { GENDER_LABELS, GENDERS } from "@readbright/domain/enums";
import { EMPTY_PARTICIPANT_FORM, participantSchemaFor } from "@readbright/domain/participant-schemas";
import type { Participant, ParticipantFormType, ParticipantFormValues } from "@readbright/domain/participant-schemas";
import { todayIsoDate } from "@readbright/domain/profile";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { FormStatus } from "../../../components/form/form-status";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { useCreateParticipant } from "../api/create-participant";
import { usePeopleWords } from "../../../hooks/use-people-words";
import { ConsentWords } from "./consent-words";
import { REQUEST_FAILED, requestMessage } from "../../../utils/request-messages";

export const REGISTRATION_FAILED = "Registration failed. Please try again.";

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

interface ParticipantFormProps {
  formType: ParticipantFormType;
  /** Who confirms what (consentBasisOf the profile); "self" asks nothing: an individual adds only themself. */
  consentBasis: ConsentBasis;
  onRegistered: (participant: Participant) => void;
}

type Values = ParticipantFormValues & { consent: boolean };

const INITIAL_VALUES: Values = { ...EMPTY_PARTICIPANT_FORM, consent: false };

export function ParticipantForm({ formType, consentBasis, onRegistered }: ParticipantFormProps) {
  const createParticipant = useCreateParticipant();
  const words = usePeopleWords();
  const { showToast } = useToast();
  const fields = participantSchemaFor(formType);
  const schema = consentBasis === "self" ? fields : fields.concat(object({ consent: consentSchema(consentBasis) }));

  // The form says registration failed; the toast says why: the server's reason, or the spec's words for
  // the request (spec section 8).
  async function handleSubmit(values: Values, { setStatus }: FormikHelpers<Values>) {
    setStatus(undefined);
    let participant: Participant;
    try {
      // stripUnknown sends only the fields of this form type (spec section 3), and consent where it is asked.
      participant = await createParticipant(await schema.validate(values, { stripUnknown: true }));
    } catch (error) {
      setStatus(REGISTRATION_FAILED);
      showToast({ title: "Error", description: words.say(requestMessage(error, REQUEST_FAILED.registerParticipant)), tone: "error" });
      return;
    }
    onRegistered(participant);
  }

  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={schema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label={`Register a ${words.one}`}>
          {formType === "individual" ? null : (
            <>
              <TextField name="name" label="Full Name" autoComplete="off" />
              <div className="form__row">
                <TextField name="date_of_birth" label="Date of Birth" type="date" max={todayIsoDate()} />
                <SelectField name="gender" label="Gender" placeholder="Select gender" placeholderDisabled options={GENDER_OPTIONS} />
              </div>
            </>
          )}
          {formType === "school" ? (
            <div className="form__row">
              <TextField name="grade" label="Grade" autoComplete="off" />
              <TextField name="section" label="Section" autoComplete="off" />
            </div>
          ) : null}
          <TextAreaField name="history" label="History" rows={3} />
          <TextAreaField name="difficulties" label="Difficulties" rows={3} />
          {consentBasis === "self" ? null : (
            <CheckboxField name="consent">
              <ConsentWords statement={CONSENT_STATEMENTS[consentBasis].one} />
            </CheckboxField>
          )}
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText="Registering...">Register</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

