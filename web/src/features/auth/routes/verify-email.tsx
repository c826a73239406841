// A first version: it tells people where the link went. Resend and action codes come with the auth screens issue.
import { useAuth } from "../../../lib/auth-context";
import "../components/auth-card.css";

export function VerifyEmailPage() {
  const { user } = useAuth();
  return (
    <div className="page page--narrow">
      <title>Verify your email | ReadBright</title>
      <div className="auth-card">
        <h1>Check your email!</h1>
        <p>
          We sent a verification link to <strong>{user?.email}</strong>.
        </p>
        <p>Open the link in that email to verify your account.</p>
      </div>
    </div>
  );
}
