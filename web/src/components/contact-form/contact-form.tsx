// 'Send us a Message' (spec sections 2, 5 and 8): validated with the same schema as sendFeedback.
// Shared because two features show it: the Contact page and the Contact us tab of school onboarding.
import { useMemo, useRef } from "react";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { CONTACT_LIMITS, CONTACT_REASON_LABELS, CONTACT_ROLE_LABELS, contactMessageSchema } from "@readbright/domain/contact-schemas";
import type { ContactFormValues, ContactMessageInput } from "@readbright/domain/contact-schemas";
import { CONTACT_REASONS, CONTACT_ROLES } from "@readbright/domain/enums";
import type { ContactReason } from "@readbright/domain/enums";
import { KeepEarlyInput } from "../form/keep-early-input";
import { SelectField } from "../form/select-field";
import { errorsOf } from "./errors-of";
import { SubmitButton } from "../form/submit-button";
import { TextAreaField } from "../form/text-area-field";
import { TextField } from "../form/text-field";
import { useToast } from "../toast/toast-context";
import { CONTACT_TOASTS, sendFailureMessage } from "./contact-messages";
import { sendContactMessage } from "./send-contact-message";

const ROLE_OPTIONS = CONTACT_ROLES.map((value) => ({ value, label: CONTACT_ROLE_LABELS[value] }));
const REASON_OPTIONS = CONTACT_REASONS.map((value) => ({ value, label: CONTACT_REASON_LABELS[value] }));

function emptyForm(reason: ContactReason | ""): ContactFormValues {
  return { name: "", email: "", role: "", roleOther: "", reason, message: "" };
}

/** What is sent: the schema's cleaned values (trimmed, roleOther only for 'other'). */
function toMessage(values: ContactFormValues): ContactMessageInput {
  return contactMessageSchema.validateSync(values, { stripUnknown: true });
}

export function ContactForm({ initialReason = "" }: { initialReason?: ContactReason | "" }) {
  const { showToast } = useToast();
  const initialValues = useMemo(() => emptyForm(initialReason), [initialReason]);
  // Known from the first render, so the prerendered page already says what Send is waiting for.
  const initialErrors = useMemo(() => errorsOf(initialValues), [initialValues]);
  const formRef = useRef<HTMLFormElement>(null);

  async function handleSubmit(values: ContactFormValues, { resetForm }: FormikHelpers<ContactFormValues>) {
    try {
      await sendContactMessage(toMessage(values));
    } catch (error) {
      showToast({ title: CONTACT_TOASTS.failedTitle, description: sendFailureMessage(error), tone: "error" });
      return;
    }
    showToast({ title: CONTACT_TOASTS.sentTitle, description: CONTACT_TOASTS.sentDescription, tone: "success" });
    resetForm();
  }

  return (
    <Formik
      initialValues={initialValues}
      initialErrors={initialErrors}
      enableReinitialize
      validationSchema={contactMessageSchema}
      onSubmit={handleSubmit}
    >
      {({ values }) => (
        <Form ref={formRef} className="form" noValidate aria-label="Send us a Message">
          <KeepEarlyInput formRef={formRef} />
          <TextField name="name" label="Name" autoComplete="name" maxLength={CONTACT_LIMITS.name} />
          <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
          <SelectField name="role" label="I am a" placeholder="Select your role" options={ROLE_OPTIONS} />
          {values.role === "other" ? (
            <TextField name="roleOther" label="Please specify your role" maxLength={CONTACT_LIMITS.roleOther} />
          ) : null}
          <SelectField name="reason" label="Reason for contact" placeholder="Select a reason" options={REASON_OPTIONS} />
          <TextAreaField
            name="message"
            label="Message"
            hint="Up to 5,000 characters."
            maxLength={CONTACT_LIMITS.message}
          />
          <SubmitButton busyText="Sending...">Send message</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
