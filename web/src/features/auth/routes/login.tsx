import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { LoginForm } from "../components/login-form";
import "../components/auth-card.css";

export function LoginPage() {
  return (
    <div className="page page--narrow">
      <title>Log In | ReadBright</title>
      <div className="auth-card">
        <h1>Log In</h1>
        <p className="auth-card__lead">Welcome back. Log in to see your tests and results.</p>
        <LoginForm />
        <p className="auth-card__aside">
          New to ReadBright? <AppLink to={paths.register.href()}>Create an account</AppLink>
        </p>
      </div>
    </div>
  );
}
