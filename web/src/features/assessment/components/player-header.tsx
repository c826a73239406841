// The player's header: the brand, Reading settings, the language switch, where the test-taker is, and Exit, which
// asks first, waits until every answer is stored, then goes to the start page ('Continue where you left off').
// The switch changes the player's own words for a grown-up helping; the questions stay in the test's language.
// On a phone (up to 480 px) it is in the Exit dialog instead: beside Reading settings and Exit it would leave
// the progress line too narrow for "Pregunta de práctica" at 360 px, and the child needs that line more.
import { Trans, useLingui } from "@lingui/react/macro";
import type { QuestionPosition } from "@readbright/domain/question-order";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { LanguageSwitch } from "../../../components/language-switch/language-switch";
import { ReadingSettingsButton } from "../../../components/reading-settings/reading-settings-button";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { PLAYER_MESSAGES } from "../utils/player-messages";
import { ProgressBar } from "./progress-bar";

interface PlayerHeaderProps {
  resultId: string;
  drained(): Promise<void>;
  answered: number;
  total: number;
  position: QuestionPosition | null;
  /** The section's name, in the language in force. */
  sectionName: string | null;
  practice: boolean;
  canExit: boolean;
}

export function PlayerHeader({ resultId, drained, canExit, ...progress }: PlayerHeaderProps) {
  const [asking, setAsking] = useState(false);
  const navigate = useAppNavigate();
  const { t } = useLingui();

  async function leave() {
    await drained();
    void navigate(paths.startAssessment.href(resultId), { carryQuery: false, replace: true });
  }

  return (
    <header className="player__header">
      <p className="player__brand">ReadBright</p>
      {/* Here rather than on a row of its own (bare layout), so a phone has room for the question. */}
      <ReadingSettingsButton />
      <span className="player__language">
        <LanguageSwitch />
      </span>
      <ProgressBar {...progress} />
      {canExit ? (
        <button type="button" className="button player__exit" onClick={() => setAsking(true)}>
          <Trans>Exit</Trans>
        </button>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t(PLAYER_MESSAGES.exitTitle)}
          description={t(PLAYER_MESSAGES.exitDescription)}
          confirmLabel={t`Leave the test`}
          busyLabel={t`Saving your answers...`}
          onConfirm={leave}
          onClose={() => setAsking(false)}
        >
          <p className="player__exit-language">
            <LanguageSwitch named />
          </p>
        </ConfirmDialog>
      ) : null}
    </header>
  );
}
