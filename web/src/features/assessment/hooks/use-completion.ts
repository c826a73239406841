// Completes the result once every question is answered: the completion goes into the outbox behind the
// answers (so the server has every answer first) and, once the server has it, the page goes home with a
// thank-you. Offline it waits on the device for the network. Returns true while the completion is on its way.
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { translateDomainText } from "../../../lib/i18n/domain-text";
import { PLAYER_MESSAGES } from "../utils/player-messages";

export function useCompletion(ready: boolean, finish: () => Promise<void>): boolean {
  const { showToast } = useToast();
  const navigate = useAppNavigate();
  const { i18n } = useLingui();
  const [completing, setCompleting] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    setCompleting(true);
    // Completed already (another tab, or a retry whose first try did arrive) counts as sent (send-answer.ts).
    finish().then(
        () => {
          showToast({ title: i18n._(PLAYER_MESSAGES.thankYouTitle), description: i18n._(PLAYER_MESSAGES.thankYou), tone: "success" });
          void navigate(paths.home.href(), { carryQuery: false, replace: true });
        },
        (error: unknown) => {
          sent.current = false;
          setCompleting(false);
          // The server's message (the domain's words) in the reader's language.
          showToast({ title: i18n._(PLAYER_MESSAGES.completeFailed), description: error instanceof Error ? translateDomainText(error.message, i18n.locale) : undefined, tone: "error" });
        },
      );
  }, [ready, finish, showToast, navigate, i18n]);

  return completing;
}
