// 'Check your email!' with a resend button; or, opened from the email's link, the verification itself.
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router-dom";
import { useAuth } from "../../../lib/auth-context";
import { ResendVerification } from "../components/resend-verification";
import { VerifyActionCode } from "../components/verify-action-code";
import { actionCodeFor, readActionLink } from "../utils/action-link";
import "../components/auth-card.css";

export function VerifyEmailPage() {
  const [query] = useSearchParams();
  const link = readActionLink(query);
  const { t } = useLingui();
  const title = <title>{t`Verify your email | ReadBright`}</title>;

  if (link.mode === "verifyEmail") {
    const oobCode = actionCodeFor(link, "verifyEmail");
    return (
      <>
        {title}
        <VerifyActionCode key={oobCode ?? ""} oobCode={oobCode} />
      </>
    );
  }

  return (
    <div className="page page--narrow">
      {title}
      <CheckYourEmail />
    </div>
  );
}

function CheckYourEmail() {
  const { user } = useAuth();
  const email = user?.email;
  return (
    <div className="auth-card">
      <h1>
        <Trans>Check your email!</Trans>
      </h1>
      <p>
        <Trans>
          We sent a verification link to <strong>{email}</strong>.
        </Trans>
      </p>
      <p>
        <Trans>Open the link in that email to verify your account.</Trans>
      </p>
      <ResendVerification />
    </div>
  );
}
