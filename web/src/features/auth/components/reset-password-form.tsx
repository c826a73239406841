import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { resetPasswordSchema } from "@readbright/domain/credential-schemas";
import type { ResetPasswordValues } from "@readbright/domain/credential-schemas";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
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

  async function handleSubmit(values: ResetPasswordValues, { setStatus }: FormikHelpers<ResetPasswordValues>) {
    setStatus(undefined);
    try {
      await confirmNewPassword(oobCode, values.password);
    } catch (error) {
      showToast({ title: RESET_FAILED_TITLE, description: resetPasswordErrorMessage(error), tone: "error" });
      setStatus(RESET_FAILED_FORM_TEXT);
      return;
    }
    onDone();
  }

  return (
    <Formik initialValues={initialValues} validationSchema={resetPasswordSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label="Choose a password">
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters, including a number and one of ! @ # $ % ^ & *"
          />
          <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText="Saving...">{submitLabel}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
