// Completes the result once every question is answered and every answer stored, then goes home with a
// thank-you. Returns true while the completion is being sent.
import { useEffect, useRef, useState } from "react";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { ApiError } from "../../../lib/api-client";
import { completeAssessment } from "../api/complete-assessment";
import { PLAYER_MESSAGES } from "../utils/player-messages";
import { sendWithRetry, waitOrOnline } from "../utils/send-with-retry";

export function useCompletion(resultId: string, ready: boolean): boolean {
  const { showToast } = useToast();
  const navigate = useAppNavigate();
  const [completing, setCompleting] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    setCompleting(true);
    sendWithRetry(() => completeAssessment(resultId), { wait: waitOrOnline })
      .catch((error: unknown) => {
        // Completed already (another tab, or a retry whose first try did arrive): that is fine.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      })
      .then(
        () => {
          showToast({ title: PLAYER_MESSAGES.thankYouTitle, description: PLAYER_MESSAGES.thankYou, tone: "success" });
          void navigate(paths.home.href(), { carryQuery: false, replace: true });
        },
        (error: unknown) => {
          sent.current = false;
          setCompleting(false);
          showToast({ title: PLAYER_MESSAGES.completeFailed, description: error instanceof Error ? error.message : undefined, tone: "error" });
        },
      );
  }, [ready, resultId, showToast, navigate]);

  return completing;
}
