import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { forgotPasswordSchema } from "@readbright/domain/credential-schemas";
import type { ForgotPasswordValues } from "@readbright/domain/credential-schemas";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { sendPasswordReset } from "../api/send-password-reset-email";
import { LOGIN_FAILED_FORM_TEXT, passwordResetEmailErrorMessage } from "../utils/auth-error-messages";

const initialValues: ForgotPasswordValues = { email: "" };

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { showToast } = useToast();
  const { t } = useLingui();

  async function handleSubmit(values: ForgotPasswordValues, { setStatus }: FormikHelpers<ForgotPasswordValues>) {
    setStatus(undefined);
    const email = values.email.trim();
    try {
      await sendPasswordReset(email);
    } catch (error) {
      showToast({ title: passwordResetEmailErrorMessage(error), tone: "error" });
      // The spec gives this form the login failure text.
      setStatus(LOGIN_FAILED_FORM_TEXT);
      return;
    }
    showToast({ title: t`Password reset email sent`, tone: "success" });
    onSent(email);
  }

  return (
    <Formik initialValues={initialValues} validationSchema={forgotPasswordSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label={t`Forgot password`}>
          <TextField name="email" label={t`Email`} type="email" autoComplete="email" />
          <FormStatus message={status ? t(status as MessageDescriptor) : null} />
          <SubmitButton busyText={t`Sending...`}>
            <Trans>Send Reset Link</Trans>
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
