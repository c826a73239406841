// The participant registration form (spec sections 3 and 5): what it asks depends on who registers.
// An individual is the participant and adds only history and difficulties; schools also give grade and section.
// Everyone who adds someone else confirms consent (domain/src/consent.ts) in words that fit who they are.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { object } from "yup";
import { CONSENT_STATEMENTS, consentSchema } from "@readbright/domain/consent";
import type { ConsentBasis } from "@readbright/domain/consent";
import { EMPTY_PARTICIPANT_FORM, participantSchemaFor } from "@readbright/domain/participant-schemas";
import type { Participant, ParticipantFormType, ParticipantFormValues } from "@readbright/domain/participant-schemas";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { useToast } from "../../../components/toast/toast-context";
import { useCreateParticipant } from "../api/create-participant";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { usePeopleText } from "../hooks/use-people-text";
import { ConsentWords } from "./consent-words";
import { ParticipantFields } from "./participant-fields";
import { REQUEST_FAILED, requestMessage } from "../../../utils/request-messages";

export const REGISTRATION_FAILED = msg`Registration failed. Please try again.`;

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
  const words = usePeopleText();
  const { t, i18n } = useLingui();
  const dt = useDomainText();
  const { showToast } = useToast();
  const { one } = words;
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
      setStatus(i18n._(REGISTRATION_FAILED));
      showToast({ title: t`Error`, description: words.say(dt(requestMessage(error, REQUEST_FAILED.registerParticipant))), tone: "error" });
      return;
    }
    onRegistered(participant);
  }

  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={schema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label={t`Register a ${one}`}>
          <ParticipantFields personal={formType !== "individual"} school={formType === "school"} />
          {consentBasis === "self" ? null : (
            <CheckboxField name="consent">
              <ConsentWords statement={dt(CONSENT_STATEMENTS[consentBasis].one)} />
            </CheckboxField>
          )}
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText={t`Registering...`}>{t({ message: "Register", context: "registers a participant" })}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

