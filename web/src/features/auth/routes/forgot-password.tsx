// Forgot password: the email form, then a 'Done!' screen once the reset link is on its way.
import { useState } from "react";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import "../components/auth-card.css";

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const navigate = useAppNavigate();

  return (
    <div className="page page--narrow">
      <title>Forgot password | ReadBright</title>
      <div className="auth-card">
        {sentTo === null ? (
          <>
            <h1>Forgot your password?</h1>
            <p className="auth-card__lead">Enter your email and we will send you a link to choose a new password.</p>
            <ForgotPasswordForm onSent={setSentTo} />
            <p className="auth-card__aside">
              Remembered it? <AppLink to={paths.login.href()}>Back to log in</AppLink>
            </p>
          </>
        ) : (
          <>
            <h1>Done!</h1>
            <p>
              We sent a password reset link to <strong>{sentTo}</strong>. Open it to choose a new password.
            </p>
            <div className="auth-card__actions">
              <button type="button" className="button button--primary" onClick={() => void navigate(paths.login.href())}>
                Return to Login
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
