// Reset password from an emailed action link: verifying, error, the new-password form, success.
// With ?state=newUser the same flow welcomes an invited user setting a first password.
import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  // Leave the used action code behind: carried along, it would bring the guard straight back here.
  const goTo = (href: string) => void navigate(href, { carryQuery: false });

  if (check.status === "verifying") return <LoadingPage label={t`Checking your link...`} />;
  const email = check.status === "valid" ? check.email : "";

  return (
    <div className="page page--narrow">
      <title>{newUser ? t`Set your password | ReadBright` : t`Reset password | ReadBright`}</title>
      <div className="auth-card">
        {check.status === "invalid" ? (
          <>
            <h1>{t(VERIFICATION_ERROR_TITLE)}</h1>
            <p>{t(INVALID_ACTION_CODE)}</p>
            <div className="auth-card__actions">
              <button type="button" className="button button--primary" onClick={() => goTo(paths.forgotPassword.href())}>
                <Trans>Back to Forgot Password</Trans>
              </button>
            </div>
          </>
        ) : done ? (
          <>
            <h1>{newUser ? <Trans>Your password is set</Trans> : <Trans>Your password has been reset</Trans>}</h1>
            <p>
              <Trans>You can now log in with your new password.</Trans>
            </p>
            <div className="auth-card__actions">
              <button type="button" className="button button--primary" onClick={() => goTo(paths.login.href())}>
                <Trans>Go to Login</Trans>
              </button>
            </div>
          </>
        ) : (
          <>
            <h1>{newUser ? <Trans>Welcome to ReadBright!</Trans> : <Trans>Reset your password</Trans>}</h1>
            <p className="auth-card__lead">
              {newUser ? (
                <Trans>
                  You have been invited to ReadBright. Choose a password for <strong>{email}</strong> to finish setting up
                  your account.
                </Trans>
              ) : (
                <Trans>
                  Choose a new password for <strong>{email}</strong>.
                </Trans>
              )}
            </p>
            <ResetPasswordForm
              oobCode={check.oobCode}
              submitLabel={newUser ? t`Set Password` : t`Reset Password`}
              onDone={() => setDone(true)}
            />
          </>
        )}
      </div>
    </div>
  );
}
