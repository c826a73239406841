// A labelled native select bound to a Formik field, with a blank first choice until one is made.
import { useId } from "react";
import { useField } from "formik";

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
}

export function SelectField({ name, label, options, placeholder }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const showError = Boolean(meta.touched && meta.error);

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...field}
        value={field.value ?? ""}
        id={id}
        className="field__input"
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${id}-error` : undefined}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {showError ? (
        <p className="field__error" id={`${id}-error`}>
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
