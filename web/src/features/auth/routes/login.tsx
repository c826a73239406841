import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { LoginForm } from "../components/login-form";
import "../components/auth-card.css";

export function LoginPage() {
  const { t } = useLingui();
  return (
    <div className="page page--narrow">
      <title>{t`Log In | ReadBright`}</title>
      <div className="auth-card">
        <h1>
          <Trans>Log In</Trans>
        </h1>
        <p className="auth-card__lead">
          <Trans>Welcome back. Log in to see your tests and results.</Trans>
        </p>
        <LoginForm />
        <p className="auth-card__aside">
          <Trans>
            New to ReadBright? <AppLink to={paths.register.href()}>Create an account</AppLink>
          </Trans>
        </p>
      </div>
    </div>
  );
}
