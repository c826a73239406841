// The player's header: the brand, Reading settings, where the test-taker is, and Exit, which asks first, waits until every
// answer is stored, then goes to the start page ('Continue where you left off').
import { Trans, useLingui } from "@lingui/react/macro";
import type { QuestionPosition } from "@readbright/domain/question-order";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
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
        />
      ) : null}
    </header>
  );
}
