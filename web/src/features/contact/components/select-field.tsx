// A labelled select bound to a Formik field, styled and described like TextField.
// (Kept in this feature until a second form needs it; then it belongs in components/form.)
import { useId } from "react";
import type { SelectHTMLAttributes } from "react";
import { useField } from "formik";
import "../../../components/form/form.css";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "value"> {
  name: string;
  label: string;
  /** The first, empty choice, e.g. 'Select your role'. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ name, label, placeholder, options, ...selectProps }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const showError = Boolean(meta.touched && meta.error);

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        {...field}
        value={field.value ?? ""}
        id={id}
        className="field__input"
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
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
