// Verifies an email address from the link's action code, then moves on: the route guard sends the user to
// their next onboarding step (or to log in, when the link was opened signed out).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { LoadingPage } from "../../../components/loading-page";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { applyVerificationCode } from "../api/apply-verification-code";
import { INVALID_ACTION_CODE, VERIFICATION_ERROR_TITLE, verificationErrorMessage } from "../utils/auth-error-messages";

type Status = "verifying" | "verified" | "error";

export function VerifyActionCode({ oobCode }: { oobCode: string | null }) {
  const [status, setStatus] = useState<Status>(oobCode ? "verifying" : "error");
  const { showToast } = useToast();
  const navigate = useAppNavigate();
  const { t } = useLingui();
  // An action code works once: never apply it twice (React runs effects twice in development).
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!oobCode || applied.current === oobCode) return;
    applied.current = oobCode;
    applyVerificationCode(oobCode).then(
      () => {
        showToast({ title: t`Email verified successfully`, tone: "success" });
        setStatus("verified");
        // Without the used code in the address (carried along, it would lead back here) and out of history.
        void navigate(paths.dashboard.href(), { carryQuery: false, replace: true });
      },
      (error: unknown) => {
        showToast({ title: t(VERIFICATION_ERROR_TITLE), description: verificationErrorMessage(error), tone: "error" });
        setStatus("error");
      },
    );
  }, [oobCode, showToast, navigate, t]);

  if (status === "verifying") return <LoadingPage label={t`Verifying your email...`} />;
  if (status === "verified") return <LoadingPage label={t`Email verified. Taking you onwards...`} />;
  return (
    <div className="page page--narrow">
      <div className="auth-card">
        <h1>{t(VERIFICATION_ERROR_TITLE)}</h1>
        <p>{t(INVALID_ACTION_CODE)}</p>
        <div className="auth-card__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void navigate(paths.verifyEmail.href(), { carryQuery: false })}
          >
            <Trans>Return</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
