// Where the test-taker is: 'Question 1 of 28' for the question being answered, and its place in its
// section. Practice questions count in neither (spec section 4).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { progressPercent } from "@readbright/domain/question-order";
import type { QuestionPosition } from "@readbright/domain/question-order";

interface ProgressBarProps {
  answered: number;
  total: number;
  /** The question on screen; null on a practice question or between questions. */
  position: QuestionPosition | null;
  /** The section's name, in the language in force. */
  sectionName: string | null;
  practice: boolean;
}

export function progressLabel({ answered, total, position, practice }: Omit<ProgressBarProps, "sectionName">): MessageDescriptor {
  if (position) {
    const { number, total: questions } = position;
    return msg`Question ${number} of ${questions}`;
  }
  if (practice) return msg`Practice question`;
  if (answered >= total) return msg`All ${total} questions answered`;
  const number = answered + 1;
  const questions = total;
  return msg`Question ${number} of ${questions}`;
}

export function ProgressBar(props: ProgressBarProps) {
  const { answered, total, position, sectionName } = props;
  const { t } = useLingui();
  const label = t(progressLabel(props));
  const sectionNumber = position?.sectionNumber;
  const sectionTotal = position?.sectionTotal;
  return (
    <div className="player-progress">
      <div
        className="player-progress__track"
        role="progressbar"
        aria-label={t`Test progress`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={label}
      >
        <div className="player-progress__fill" style={{ width: `${progressPercent(answered, total)}%` }} />
      </div>
      {/* A live region: a screen reader hears where the test-taker is each time a new question comes. */}
      <p className="player-progress__label" role="status">
        {label}
        {position && sectionName ? (
          <span className="player-progress__section visually-hidden">
            {" "}
            · {t`${sectionName} ${sectionNumber} of ${sectionTotal}`}
          </span>
        ) : null}
      </p>
    </div>
  );
}
