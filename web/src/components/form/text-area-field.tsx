// A labelled multi-line text box bound to a Formik field, labelled and described like TextField.
import type { TextareaHTMLAttributes } from "react";
import { FieldShell, useFieldControl } from "./field-shell";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "value"> {
  name: string;
  label: string;
  hint?: string;
}

export function TextAreaField({ name, label, hint, rows = 6, ...textAreaProps }: TextAreaFieldProps) {
  const { field, id, error, aria } = useFieldControl(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        {...textAreaProps}
        {...field}
        value={field.value ?? ""}
        id={id}
        rows={rows}
        className="field__input field__input--multiline"
        {...aria}
      />
    </FieldShell>
  );
}
