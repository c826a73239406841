// Settings, Login & Security: a new password chosen by the registration rules, after the current one.
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { ERRORS } from "@readbright/domain/messages";
import { FormStatus } from "../../../components/form/form-status";
import { NewPasswordFields } from "../../../components/form/new-password-fields";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { changePassword } from "../api/change-password";
import { changePasswordSchema } from "../schemas";
import type { ChangePasswordValues } from "../schemas";

export const CHANGE_PASSWORD_FAILED = "Change password failed. Please try again.";

const initialValues: ChangePasswordValues = { currentPassword: "", password: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const { showToast } = useToast();

  async function handleSubmit(values: ChangePasswordValues, { setStatus, resetForm }: FormikHelpers<ChangePasswordValues>) {
    setStatus(undefined);
    try {
      await changePassword(values.currentPassword, values.password);
    } catch (error) {
      const signedOut = error instanceof Error && error.message === ERRORS.noUserSignedIn;
      setStatus(signedOut ? ERRORS.noUserSignedIn : CHANGE_PASSWORD_FAILED);
      return;
    }
    resetForm();
    showToast({ title: "Password changed", description: "Use your new password the next time you log in.", tone: "success" });
  }

  return (
    <Formik initialValues={initialValues} validationSchema={changePasswordSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label="Change password">
          <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
          <NewPasswordFields label="New password" confirmLabel="Confirm new password" />
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText="Changing password...">Change password</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
