// A question's help (spec section 9): one step at a time in a modal, 'Next' until the last, then 'Got it'.
import { Trans, useLingui } from "@lingui/react/macro";
import { recordingHelp } from "@readbright/domain/assessment";
import { memoryHelp } from "@readbright/domain/memory-instructions";
import type { HelpStep } from "@readbright/domain/assessment";
import type { TestLanguage } from "@readbright/domain/test-language";
import { useState } from "react";
import type { ReactNode } from "react";
import { Dialog } from "../../../components/dialog";
import { CheckIcon, EyeIcon, MicIcon, PlayIcon, PointerIcon, ReplayIcon, SpeakerIcon, StopIcon } from "../media/icons";
import "../media/media.css";
import "./help.css";

const ICONS: Record<HelpStep["icon"], () => ReactNode> = {
  speaker: SpeakerIcon,
  replay: ReplayIcon,
  mic_start: MicIcon,
  mic_stop: StopIcon,
  play: PlayIcon,
  remember: EyeIcon,
  select: PointerIcon,
  submit: CheckIcon,
};

interface HelpOverlayProps {
  kind: "recording" | "memory";
  /** The question's own steps (PublicQuestion.help), when it carries them; otherwise those of its kind. */
  steps?: readonly HelpStep[];
  /** The test's language, which the steps are in (the player's own words follow the language in force). */
  language?: TestLanguage;
  onClose(): void;
}

export function HelpOverlay({ kind, steps, language = "en", onClose }: HelpOverlayProps) {
  const shown = steps?.length ? steps : kind === "recording" ? recordingHelp(language) : memoryHelp({ question_type: "radio", question_subtype: "picture_memory" }, language);
  const [index, setIndex] = useState(0);
  const step = shown[Math.min(index, shown.length - 1)]!;
  const last = index >= shown.length - 1;
  const Icon = ICONS[step.icon];
  const { t } = useLingui();
  // The steps are the test's words (the API sends them in its language), shown as they come.
  const number = index + 1;
  const total = shown.length;

  return (
    <Dialog title={t`How to answer`} onClose={onClose}>
      <p className="help__count">
        <Trans>
          Step {number} of {total}
        </Trans>
      </p>
      <div className="help__step" aria-live="polite">
        <span className={`help__icon help__icon--${step.icon}`}>
          <Icon />
        </span>
        <p className="help__text" lang={language}>
          {step.text}
        </p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary media-button" onClick={() => (last ? onClose() : setIndex(index + 1))}>
          {last ? <Trans>Got it</Trans> : <Trans>Next</Trans>}
        </button>
      </div>
    </Dialog>
  );
}
