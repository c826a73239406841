// What every Formik-bound field shares: the label, an optional hint, the error once the field has been
// visited, and the ids that tie them to the control (aria-describedby), so each field is described alike.
import { useId } from "react";
import type { ReactNode } from "react";
import { useField } from "formik";
import type { FieldHookConfig } from "formik";
import { useDomainText } from "../../lib/i18n/domain-text";
import "./form.css";

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The Formik field, an id for its control, its error (if shown) and the aria attributes to spread onto the control. */
export function useFieldControl<Value = string>(config: string | FieldHookConfig<Value>, hint?: string) {
  const [field, meta, helpers] = useField<Value>(config);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(" ");
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
  return { field, helpers, id, error, aria };
}

/** The field's message: the form rules' (domain/src) in the language in force. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const domainText = useDomainText();
  return error ? (
    <p className="field__error" id={errorId(id)}>
      {domainText(error)}
    </p>
  ) : null;
}

interface FieldShellProps {
  /** The control's id, from useFieldControl. */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Added to the wrapper's "field" class. */
  className?: string;
  children: ReactNode;
}

export function FieldShell({ id, label, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
