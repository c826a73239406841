// 'Check your email!' with a resend button; or, opened from the email's link, the verification itself.
import { useSearchParams } from "react-router-dom";
import { useAuth } from "../../../lib/auth-context";
import { ResendVerification } from "../components/resend-verification";
import { VerifyActionCode } from "../components/verify-action-code";
import { actionCodeFor, readActionLink } from "../utils/action-link";
import "../components/auth-card.css";

export function VerifyEmailPage() {
  const [query] = useSearchParams();
  const link = readActionLink(query);
  const title = <title>Verify your email | ReadBright</title>;

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
  return (
    <div className="auth-card">
      <h1>Check your email!</h1>
      <p>
        We sent a verification link to <strong>{user?.email}</strong>.
      </p>
      <p>Open the link in that email to verify your account.</p>
      <ResendVerification />
    </div>
  );
}
