// Reset password from an emailed action link: verifying, error, the new-password form, success.
// With ?state=newUser the same flow welcomes an invited user setting a first password.
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadingPage } from "../../../components/loading-page";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { ResetPasswordForm } from "../components/reset-password-form";
import { useResetCodeCheck } from "../hooks/use-reset-code-check";
import { actionCodeFor, readActionLink } from "../utils/action-link";
import { INVALID_ACTION_CODE, VERIFICATION_ERROR_TITLE } from "../utils/auth-error-messages";
import "../components/auth-card.css";

export function ResetPasswordPage() {
  const [query] = useSearchParams();
  const link = readActionLink(query);
  const oobCode = actionCodeFor(link, "resetPassword");
  return <ResetPasswordFlow key={oobCode ?? ""} oobCode={oobCode} newUser={link.newUser} />;
}

function ResetPasswordFlow({ oobCode, newUser }: { oobCode: string | null; newUser: boolean }) {
  const check = useResetCodeCheck(oobCode);
  const [done, setDone] = useState(false);
  const navigate = useAppNavigate();
  // Leave the used action code behind: carried along, it would bring the guard straight back here.
  const goTo = (href: string) => void navigate(href, { carryQuery: false });

  if (check.status === "verifying") return <LoadingPage label="Checking your link..." />;

  return (
    <div className="page page--narrow">
      <title>{newUser ? "Set your password | ReadBright" : "Reset password | ReadBright"}</title>
      <div className="auth-card">
        {check.status === "invalid" ? (
          <>
            <h1>{VERIFICATION_ERROR_TITLE}</h1>
            <p>{INVALID_ACTION_CODE}</p>
            <div className="auth-card__actions">
              <button type="button" className="button button--primary" onClick={() => goTo(paths.forgotPassword.href())}>
                Back to Forgot Password
              </button>
            </div>
          </>
        ) : done ? (
          <>
            <h1>{newUser ? "Your password is set" : "Your password has been reset"}</h1>
            <p>You can now log in with your new password.</p>
            <div className="auth-card__actions">
              <button type="button" className="button button--primary" onClick={() => goTo(paths.login.href())}>
                Go to Login
              </button>
            </div>
          </>
        ) : (
          <>
            <h1>{newUser ? "Welcome to ReadBright!" : "Reset your password"}</h1>
            <p className="auth-card__lead">
              {newUser ? "You have been invited to ReadBright. Choose a password for " : "Choose a new password for "}
              <strong>{check.email}</strong>
              {newUser ? " to finish setting up your account." : "."}
            </p>
            <ResetPasswordForm
              oobCode={check.oobCode}
              submitLabel={newUser ? "Set Password" : "Reset Password"}
              onDone={() => setDone(true)}
            />
          </>
        )}
      </div>
    </div>
  );
}
