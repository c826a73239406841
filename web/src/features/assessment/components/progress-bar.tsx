// 'N / M questions': scored questions answered out of all scored ones (practice counts in neither).
import { progressPercent } from "@readbright/domain/question-order";

export function ProgressBar({ answered, total }: { answered: number; total: number }) {
  const label = `${answered} / ${total} questions`;
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
      <p className="player-progress__label">{label}</p>
    </div>
  );
}
