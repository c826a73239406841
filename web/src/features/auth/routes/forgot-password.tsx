// Forgot password: the email form, then a 'Done!' screen once the reset link is on its way.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import "../components/auth-card.css";

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const navigate = useAppNavigate();
  const { t } = useLingui();

  return (
    <div className="page page--narrow">
      <title>{t`Forgot password | ReadBright`}</title>
      <div className="auth-card">
        {sentTo === null ? (
          <>
            <h1>
              <Trans>Forgot your password?</Trans>
            </h1>
            <p className="auth-card__lead">
              <Trans>Enter your email and we will send you a link to choose a new password.</Trans>
            </p>
            <ForgotPasswordForm onSent={setSentTo} />
            <p className="auth-card__aside">
              <Trans>
                Remembered it? <AppLink to={paths.login.href()}>Back to log in</AppLink>
              </Trans>
            </p>
          </>
        ) : (
          <>
            <h1>
              <Trans>Done!</Trans>
            </h1>
            <p>
              <Trans>
                We sent a password reset link to <strong>{sentTo}</strong>. Open it to choose a new password.
              </Trans>
            </p>
            <div className="auth-card__actions">
              <button type="button" className="button button--primary" onClick={() => void navigate(paths.login.href())}>
                <Trans>Return to Login</Trans>
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
