// Choices as large cards: one (radio, single_select, true_false, a gap with spellings) or several
// (multiple_select). Native inputs, so arrow keys, Space and touch all work.
import type { PublicOption } from "@readbright/domain/assessment";

interface ChoiceOptionsProps {
  questionId: number;
  options: readonly PublicOption[];
  multiple: boolean;
  selected: readonly string[];
  onChange(optionIds: string[]): void;
  /** The id of the element naming the group (the question title, or the memory prompt). */
  labelledBy: string;
  disabled?: boolean;
}

export function ChoiceOptions({ questionId, options, multiple, selected, onChange, labelledBy, disabled }: ChoiceOptionsProps) {
  const pictures = options.some((option) => option.image_url);
  function toggle(id: string, checked: boolean) {
    if (!multiple) onChange([id]);
    else onChange(checked ? [...selected.filter((x) => x !== id), id] : selected.filter((x) => x !== id));
  }
  return (
    <div role={multiple ? "group" : "radiogroup"} aria-labelledby={labelledBy} className={`choices${pictures ? " choices--pictures" : ""}`}>
      {options.map((option) => (
        <label key={option.id} className="choice">
          <input
            className="choice__input"
            type={multiple ? "checkbox" : "radio"}
            name={`question-${questionId}`}
            value={option.id}
            checked={selected.includes(option.id)}
            disabled={disabled}
            onChange={(event) => toggle(option.id, event.target.checked)}
          />
          <span className="choice__body">
            {option.image_url ? <img className="choice__image" src={option.image_url} alt="" /> : null}
            <span className="choice__title">{option.title}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
