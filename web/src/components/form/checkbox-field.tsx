// A checkbox bound to a boolean Formik field; the label may hold links. Unlike a text field it counts
// as visited as soon as it changes, so unticking it explains at once why the form cannot be sent.
import { useId } from "react";
import type { ReactNode } from "react";
import { useField } from "formik";
import "./form.css";

interface CheckboxFieldProps {
  name: string;
  children: ReactNode;
}

export function CheckboxField({ name, children }: CheckboxFieldProps) {
  const [field, meta, helpers] = useField({ name, type: "checkbox" });
  const id = useId();
  const showError = Boolean(meta.touched && meta.error);

  return (
    <div className="field field--checkbox">
      <div className="field__checkbox-row">
        <input
          {...field}
          onChange={(event) => {
            field.onChange(event);
            // No second validation here: the change above validates the new value already.
            void helpers.setTouched(true, false);
          }}
          id={id}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${id}-error` : undefined}
        />
        <label className="field__checkbox-label" htmlFor={id}>
          {children}
        </label>
      </div>
      {showError ? (
        <p className="field__error" id={`${id}-error`}>
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
