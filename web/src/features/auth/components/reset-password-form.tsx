import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { resetPasswordSchema } from "@readbright/domain/credential-schemas";
import type { ResetPasswordValues } from "@readbright/domain/credential-schemas";
import { FormStatus } from "../../../components/form/form-status";
import { NewPasswordFields } from "../../../components/form/new-password-fields";
import { SubmitButton } from "../../../components/form/submit-button";
import { useToast } from "../../../components/toast/toast-context";
import { confirmNewPassword } from "../api/confirm-password-reset";
import { RESET_FAILED_FORM_TEXT, RESET_FAILED_TITLE, resetPasswordErrorMessage } from "../utils/auth-error-messages";

const initialValues: ResetPasswordValues = { password: "", confirmPassword: "" };

interface ResetPasswordFormProps {
  oobCode: string;
  submitLabel: string;
  onDone: () => void;
}

export function ResetPasswordForm({ oobCode, submitLabel, onDone }: ResetPasswordFormProps) {
  const { showToast } = useToast();
  const { t } = useLingui();

  async function handleSubmit(values: ResetPasswordValues, { setStatus }: FormikHelpers<ResetPasswordValues>) {
    setStatus(undefined);
    try {
      await confirmNewPassword(oobCode, values.password);
    } catch (error) {
      showToast({ title: t(RESET_FAILED_TITLE), description: resetPasswordErrorMessage(error), tone: "error" });
      setStatus(RESET_FAILED_FORM_TEXT);
      return;
    }
    onDone();
  }

  return (
    <Formik initialValues={initialValues} validationSchema={resetPasswordSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label={t`Choose a password`}>
          <NewPasswordFields label={t`New password`} confirmLabel={t`Confirm password`} />
          <FormStatus message={status ? t(status as MessageDescriptor) : null} />
          <SubmitButton busyText={t`Saving...`}>{submitLabel}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
