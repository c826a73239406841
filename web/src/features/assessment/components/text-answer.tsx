// A typed answer: open_end, and a dictation gap without spellings to pick from.
import { Trans } from "@lingui/react/macro";

interface TextAnswerProps {
  questionId: number;
  value: string;
  onChange(text: string): void;
  disabled?: boolean;
}

export function TextAnswer({ questionId, value, onChange, disabled }: TextAnswerProps) {
  const id = `answer-text-${questionId}`;
  return (
    <div className="text-answer">
      <label htmlFor={id} className="text-answer__label">
        <Trans>Type your answer</Trans>
      </label>
      <input
        id={id}
        className="text-answer__input"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={100}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
