// The resend button on the verify-email page, with the spec's 60 s cooldown shown as a countdown.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useToast } from "../../../components/toast/toast-context";
import { resendVerificationEmail } from "../api/send-verification-email";
import { useResendCountdown } from "../hooks/use-resend-countdown";
import { resendVerificationErrorMessage } from "../utils/auth-error-messages";

export function ResendVerification() {
  const { showToast } = useToast();
  const { secondsLeft, refresh } = useResendCountdown();
  const [sending, setSending] = useState(false);
  const { t } = useLingui();

  async function handleResend() {
    setSending(true);
    try {
      await resendVerificationEmail();
      showToast({ title: t`Verification Email Sent`, description: t`Verification email sent`, tone: "success" });
    } catch (error) {
      showToast({ title: resendVerificationErrorMessage(error), tone: "error" });
    } finally {
      setSending(false);
      refresh();
    }
  }

  return (
    <div className="auth-card__actions">
      <p className="auth-card__hint">
        <Trans>Did not get it? Check your spam folder, or send it again.</Trans>
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={sending || secondsLeft > 0}
        onClick={() => void handleResend()}
      >
        {sending ? t`Sending...` : secondsLeft > 0 ? t`Resend email in ${secondsLeft}s` : t`Resend email`}
      </button>
    </div>
  );
}
