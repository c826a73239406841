// One reading setting as a group of radio buttons (arrow keys move between them).
import type { ReactNode } from "react";

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  /**
   * Drawn before each option's label, e.g. a colour swatch. With one, the option is drawn as a tile and its
   * radio button is hidden (still the control): a round swatch beside a radio read as two radio buttons.
   */
  decorate?: (option: T) => ReactNode;
}

export function ChoiceGroup<T extends string>({ legend, name, options, labels, value, onChange, decorate }: ChoiceGroupProps<T>) {
  return (
    <fieldset className="reading-settings__group">
      <legend className="reading-settings__legend">{legend}</legend>
      <div className={decorate ? "reading-settings__options reading-settings__options--tiles" : "reading-settings__options"}>
        {options.map((option) => (
          <label key={option} className="reading-settings__option">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {decorate?.(option)}
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
