// A labelled input bound to a Formik field; its error shows once the field has been visited.
import { useId } from "react";
import type { InputHTMLAttributes } from "react";
import { useField } from "formik";
import "./form.css";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "value"> {
  name: string;
  label: string;
  hint?: string;
}

export function TextField({ name, label, hint, type = "text", ...inputProps }: TextFieldProps) {
  const [field, meta] = useField(name);
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
      <input
        {...inputProps}
        {...field}
        value={field.value ?? ""}
        id={id}
        type={type}
        className="field__input"
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
