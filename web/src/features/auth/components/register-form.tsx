import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { registerSchema } from "@readbright/domain/credential-schemas";
import type { RegisterValues } from "@readbright/domain/credential-schemas";
import { AppLink } from "../../../components/app-link";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { FormStatus } from "../../../components/form/form-status";
import { NewPasswordFields } from "../../../components/form/new-password-fields";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { registerWithEmail } from "../api/register";
import {
  REGISTRATION_FAILED_FORM_TEXT,
  REGISTRATION_FAILED_TITLE,
  registrationErrorMessage,
} from "../utils/auth-error-messages";

const initialValues: RegisterValues = { email: "", password: "", confirmPassword: "", agreeToTerms: false };

export function RegisterForm() {
  const { showToast } = useToast();
  const navigate = useAppNavigate();
  const { t } = useLingui();

  async function handleSubmit(values: RegisterValues, { setStatus }: FormikHelpers<RegisterValues>) {
    setStatus(undefined);
    try {
      await registerWithEmail({ email: values.email.trim(), password: values.password });
    } catch (error) {
      showToast({ title: t(REGISTRATION_FAILED_TITLE), description: registrationErrorMessage(error), tone: "error" });
      setStatus(REGISTRATION_FAILED_FORM_TEXT);
      return;
    }
    showToast({ title: t`Registration successful`, tone: "success" });
    await navigate(paths.verifyEmail.href({ from: "registration" }));
  }

  return (
    <Formik initialValues={initialValues} validationSchema={registerSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label={t`Registration`}>
          <TextField name="email" label={t`Email`} type="email" autoComplete="email" />
          <NewPasswordFields label={t`Password`} confirmLabel={t`Confirm password`} />
          <CheckboxField name="agreeToTerms">
            <Trans>
              I agree to the <AppLink to={paths.terms.href()}>Terms and Conditions</AppLink> and the{" "}
              <AppLink to={paths.privacy.href()}>Privacy Policy</AppLink>
            </Trans>
          </CheckboxField>
          <FormStatus message={status ? t(status as MessageDescriptor) : null} />
          <SubmitButton busyText={t`Registering...`}>
            <Trans>Register</Trans>
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
