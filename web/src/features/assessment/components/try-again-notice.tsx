// 'Try Again' after a wrong practice answer (spec section 4), above the question rather than floating over
// it, so it never covers the question's own buttons.
import { PLAYER_MESSAGES } from "../utils/player-messages";

export function TryAgainNotice() {
  return (
    <div className="player-notice" role="alert">
      <p className="player-notice__title">{PLAYER_MESSAGES.tryAgainTitle}</p>
      <p>{PLAYER_MESSAGES.tryAgain}</p>
    </div>
  );
}
