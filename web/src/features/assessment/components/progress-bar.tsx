// Where the test-taker is: 'Question 1 of 28' for the question being answered, and its place in its
// section. Practice questions count in neither (spec section 4).
import { progressPercent } from "@readbright/domain/question-order";
import type { QuestionPosition } from "@readbright/domain/question-order";

interface ProgressBarProps {
  answered: number;
  total: number;
  /** The question on screen; null on a practice question or between questions. */
  position: QuestionPosition | null;
  sectionName: string | null;
  practice: boolean;
}

export function progressLabel({ answered, total, position, practice }: Omit<ProgressBarProps, "sectionName">): string {
  if (position) return `Question ${position.number} of ${position.total}`;
  if (practice) return "Practice question";
  if (answered >= total) return `All ${total} questions answered`;
  return `Question ${answered + 1} of ${total}`;
}

export function ProgressBar(props: ProgressBarProps) {
  const { answered, total, position, sectionName } = props;
  const label = progressLabel(props);
  return (
    <div className="player-progress">
      <div
        className="player-progress__track"
        role="progressbar"
        aria-label="Test progress"
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
            · {sectionName} {position.sectionNumber} of {position.sectionTotal}
          </span>
        ) : null}
      </p>
    </div>
  );
}
