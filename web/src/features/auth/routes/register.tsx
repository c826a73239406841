import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { RegisterForm } from "../components/register-form";
import "../components/auth-card.css";

export function RegisterPage() {
  const { t } = useLingui();
  return (
    <div className="page page--narrow">
      <title>{t`Register | ReadBright`}</title>
      <div className="auth-card">
        <h1>
          <Trans>Set up your profile!</Trans>
        </h1>
        <p className="auth-card__lead">
          <Trans>Create your account to start screening for dyslexia risk.</Trans>
        </p>
        <RegisterForm />
        <p className="auth-card__aside">
          <Trans>
            Already have an account? <AppLink to={paths.login.href()}>Log in</AppLink>
          </Trans>
        </p>
      </div>
    </div>
  );
}
