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

  async function handleSubmit(values: RegisterValues, { setStatus }: FormikHelpers<RegisterValues>) {
    setStatus(undefined);
    try {
      await registerWithEmail({ email: values.email.trim(), password: values.password });
    } catch (error) {
      showToast({ title: REGISTRATION_FAILED_TITLE, description: registrationErrorMessage(error), tone: "error" });
      setStatus(REGISTRATION_FAILED_FORM_TEXT);
      return;
    }
    showToast({ title: "Registration successful", tone: "success" });
    await navigate(paths.verifyEmail.href({ from: "registration" }));
  }

  return (
    <Formik initialValues={initialValues} validationSchema={registerSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label="Registration">
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <NewPasswordFields label="Password" confirmLabel="Confirm password" />
          <CheckboxField name="agreeToTerms">
            I agree to the <AppLink to={paths.terms.href()}>Terms and Conditions</AppLink> and the{" "}
            <AppLink to={paths.privacy.href()}>Privacy Policy</AppLink>
          </CheckboxField>
          <FormStatus message={typeof status === "string" ? status : null} />
          <SubmitButton busyText="Registering...">Register</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
