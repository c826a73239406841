// A labelled multi-line text box bound to a Formik field, styled and described like TextField.
// (Kept in this feature until a second form needs it; then it belongs in components/form.)
import { useId } from "react";
import type { TextareaHTMLAttributes } from "react";
import { useField } from "formik";
import "../../../components/form/form.css";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "value"> {
  name: string;
  label: string;
  hint?: string;
}

export function TextAreaField({ name, label, hint, rows = 6, ...textAreaProps }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const showError = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? `${id}-hint` : null, showError ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <textarea
        {...textAreaProps}
        {...field}
        value={field.value ?? ""}
        id={id}
        rows={rows}
        className="field__input field__input--multiline"
        aria-invalid={showError || undefined}
        aria-describedby={describedBy || undefined}
      />
      {showError ? (
        <p className="field__error" id={`${id}-error`}>
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
