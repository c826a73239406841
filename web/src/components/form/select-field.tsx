// A labelled native select bound to a Formik field, with an empty first choice (the placeholder),
// labelled and described like TextField.
import type { SelectHTMLAttributes } from "react";
import { FieldShell, useFieldControl } from "./field-shell";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "value"> {
  name: string;
  label: string;
  /** The first, empty choice, e.g. 'Select your role'. */
  placeholder: string;
  /** The placeholder cannot be chosen again once another choice is made. */
  placeholderDisabled?: boolean;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ name, label, placeholder, placeholderDisabled = false, options, ...selectProps }: SelectFieldProps) {
  const { field, id, error, aria } = useFieldControl(name);
  return (
    <FieldShell id={id} label={label} error={error}>
      <select {...selectProps} {...field} value={field.value ?? ""} id={id} className="field__input" {...aria}>
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
