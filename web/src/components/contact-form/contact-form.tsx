// 'Send us a Message' (spec sections 2, 5 and 8): validated with the same schema as sendFeedback.
// Shared because two features show it: the Contact page and the Contact us tab of school onboarding.
import { useLingui } from "@lingui/react/macro";
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
import { useDomainText } from "../../lib/i18n/domain-text";
import { useToast } from "../toast/toast-context";
import { CONTACT_TOASTS, sendFailureMessage } from "./contact-messages";
import { sendContactMessage } from "./send-contact-message";


function emptyForm(reason: ContactReason | ""): ContactFormValues {
  return { name: "", email: "", role: "", roleOther: "", reason, message: "" };
}

/** What is sent: the schema's cleaned values (trimmed, roleOther only for 'other'). */
function toMessage(values: ContactFormValues): ContactMessageInput {
  return contactMessageSchema.validateSync(values, { stripUnknown: true });
}

export function ContactForm({ initialReason = "" }: { initialReason?: ContactReason | "" }) {
  const { showToast } = useToast();
  const { t } = useLingui();
  const domainText = useDomainText();
  const roleOptions = CONTACT_ROLES.map((value) => ({ value, label: domainText(CONTACT_ROLE_LABELS[value]) }));
  const reasonOptions = CONTACT_REASONS.map((value) => ({ value, label: domainText(CONTACT_REASON_LABELS[value]) }));
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
        <Form ref={formRef} className="form" noValidate aria-label={t`Send us a Message`}>
          <KeepEarlyInput formRef={formRef} />
          <TextField name="name" label={t`Name`} autoComplete="name" maxLength={CONTACT_LIMITS.name} />
          <TextField name="email" label={t`Email`} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
          <SelectField name="role" label={t`I am a`} placeholder={t`Select your role`} options={roleOptions} />
          {values.role === "other" ? (
            <TextField name="roleOther" label={t`Please specify your role`} maxLength={CONTACT_LIMITS.roleOther} />
          ) : null}
          <SelectField name="reason" label={t`Reason for contact`} placeholder={t`Select a reason`} options={reasonOptions} />
          <TextAreaField
            name="message"
            label={t`Message`}
            hint={t`Up to 5,000 characters.`}
            maxLength={CONTACT_LIMITS.message}
          />
          <SubmitButton busyText={t`Sending...`}>{t`Send message`}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
