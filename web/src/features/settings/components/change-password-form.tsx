// Settings, Login & Security: a new password chosen by the registration rules, after the current one.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { ERRORS } from "@readbright/domain/messages";
import { FormStatus } from "../../../components/form/form-status";
import { NewPasswordFields } from "../../../components/form/new-password-fields";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { useMemo } from "react";
import { changePassword } from "../api/change-password";
import { changePasswordSchema } from "../schemas";
import type { ChangePasswordValues } from "../schemas";

export const CHANGE_PASSWORD_FAILED = msg`Change password failed. Please try again.`;

const initialValues: ChangePasswordValues = { currentPassword: "", password: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const { showToast } = useToast();
  const { t, i18n } = useLingui();
  const domainText = useDomainText();
  const schema = useMemo(() => changePasswordSchema(i18n), [i18n]);

  async function handleSubmit(values: ChangePasswordValues, { setStatus, resetForm }: FormikHelpers<ChangePasswordValues>) {
    setStatus(undefined);
    try {
      await changePassword(values.currentPassword, values.password);
    } catch (error) {
      const signedOut = error instanceof Error && error.message === ERRORS.noUserSignedIn;
      setStatus(signedOut ? domainText(ERRORS.noUserSignedIn) : t(CHANGE_PASSWORD_FAILED));
      return;
    }
    resetForm();
    showToast({ title: t`Password changed`, description: t`Use your new password the next time you log in.`, tone: "success" });
  }

  return (
    <Formik initialValues={initialValues} validationSchema={schema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label={t`Change password`}>
          <TextField name="currentPassword" label={t`Current password`} type="password" autoComplete="current-password" />
          <NewPasswordFields label={t`New password`} confirmLabel={t`Confirm new password`} />
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText={t`Changing password...`}>{t`Change password`}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
