// A labelled input bound to a Formik field; its error shows once the field has been visited.
import type { InputHTMLAttributes } from "react";
import { FieldShell, useFieldControl } from "./field-shell";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "value"> {
  name: string;
  label: string;
  hint?: string;
}

export function TextField({ name, label, hint, type = "text", ...inputProps }: TextFieldProps) {
  const { field, id, error, aria } = useFieldControl(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input {...inputProps} {...field} value={field.value ?? ""} id={id} type={type} className="field__input" {...aria} />
    </FieldShell>
  );
}
