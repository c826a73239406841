import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { RegisterForm } from "../components/register-form";
import "../components/auth-card.css";

export function RegisterPage() {
  return (
    <div className="page page--narrow">
      <title>Register | ReadBright</title>
      <div className="auth-card">
        <h1>Set up your profile!</h1>
        <p className="auth-card__lead">Create your account to start screening for dyslexia risk.</p>
        <RegisterForm />
        <p className="auth-card__aside">
          Already have an account? <AppLink to={paths.login.href()}>Log in</AppLink>
        </p>
      </div>
    </div>
  );
}
