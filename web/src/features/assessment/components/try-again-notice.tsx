// 'Try Again' after a wrong practice answer (spec section 4), above the question rather than floating over
// it, so it never covers the question's own buttons.
import { useLingui } from "@lingui/react/macro";
import { PLAYER_MESSAGES } from "../utils/player-messages";

export function TryAgainNotice() {
  const { t } = useLingui();
  return (
    <div className="player-notice" role="alert">
      <p className="player-notice__title">{t(PLAYER_MESSAGES.tryAgainTitle)}</p>
      <p>{t(PLAYER_MESSAGES.tryAgain)}</p>
    </div>
  );
}
