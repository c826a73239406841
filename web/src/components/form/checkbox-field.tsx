// A checkbox bound to a boolean Formik field; the label may hold links. Unlike a text field it counts
// as visited as soon as it changes, so unticking it explains at once why the form cannot be sent.
import type { ReactNode } from "react";
import { FieldError, useFieldControl } from "./field-shell";

interface CheckboxFieldProps {
  name: string;
  children: ReactNode;
}

export function CheckboxField({ name, children }: CheckboxFieldProps) {
  const { field, helpers, id, error, aria } = useFieldControl({ name, type: "checkbox" });

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
          {...aria}
        />
        <label className="field__checkbox-label" htmlFor={id}>
          {children}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
