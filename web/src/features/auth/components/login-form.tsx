import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { loginSchema } from "@readbright/domain/credential-schemas";
import type { LoginValues } from "@readbright/domain/credential-schemas";
import { AppLink } from "../../../components/app-link";
import { FormStatus } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { logInWithEmail } from "../api/log-in";
import { LOGIN_FAILED_FORM_TEXT, LOGIN_FAILED_TITLE, loginErrorMessage } from "../utils/auth-error-messages";

const initialValues: LoginValues = { email: "", password: "" };

export function LoginForm() {
  const { showToast } = useToast();
  const navigate = useAppNavigate();
  const { t } = useLingui();

  async function handleSubmit(values: LoginValues, { setStatus }: FormikHelpers<LoginValues>) {
    setStatus(undefined);
    try {
      await logInWithEmail({ email: values.email.trim(), password: values.password });
    } catch (error) {
      showToast({ title: t(LOGIN_FAILED_TITLE), description: loginErrorMessage(error), tone: "error" });
      setStatus(LOGIN_FAILED_FORM_TEXT);
      return;
    }
    showToast({ title: t`Login successful`, description: t`Welcome back!`, tone: "success" });
    // The route guard takes it from there: verify-email or the next onboarding step when one is due.
    await navigate(paths.dashboard.href());
  }

  return (
    <Formik initialValues={initialValues} validationSchema={loginSchema} validateOnMount onSubmit={handleSubmit}>
      {({ status }) => (
        <Form className="form" noValidate aria-label={t`Log in`}>
          <TextField name="email" label={t`Email`} type="email" autoComplete="email" />
          <TextField name="password" label={t`Password`} type="password" autoComplete="current-password" />
          <p className="auth-card__inline-link">
            <AppLink to={paths.forgotPassword.href()}>
              <Trans>Forgot password?</Trans>
            </AppLink>
          </p>
          <FormStatus message={status ? t(status as MessageDescriptor) : null} />
          <SubmitButton busyText={t`Logging in...`}>
            <Trans>Log In</Trans>
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
