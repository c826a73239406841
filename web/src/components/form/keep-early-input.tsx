// Keeps what was typed into a prerendered form before the app's code arrived (decision 36). Hydration
// leaves the typed text in the fields but Formik's values empty, and its first re-render would write the
// empty values back; a page rendered afresh has lost the fields altogether (main.tsx captured them). Once,
// before anything re-renders, the typed values become the form's values and the focus goes back. The form
// must not use validateOnMount (give it initialErrors): that check of the empty values could finish after
// this one and leave Send disabled.
import { useEffect } from "react";
import type { RefObject } from "react";
import { useFormikContext } from "formik";
import { fieldValues, takeEarlyInput } from "../../lib/early-input";

export function KeepEarlyInput({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { values, setValues } = useFormikContext<Record<string, unknown>>();

  // An effect, not a layout effect: the form's ref is set only after its children's layout effects. React
  // runs it before any re-render, so the typed text is still in the fields.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const early = takeEarlyInput(form.getAttribute("aria-label") ?? "");
    const differs = ([name, value]: [string, string]) => name in values && String(values[name] ?? "") !== value;
    // A hydrated form still holds what was typed (newest); a form rendered afresh holds its own values,
    // and what was typed is the copy main.tsx captured.
    const typed = { ...early?.values, ...Object.fromEntries(Object.entries(fieldValues(form)).filter(differs)) };
    const wanted = Object.entries(typed).filter(differs);
    if (wanted.length > 0) void setValues({ ...values, ...Object.fromEntries(wanted) }, true);
    if (early?.focused && !form.contains(document.activeElement)) {
      const field = form.elements.namedItem(early.focused);
      if (field instanceof HTMLElement) field.focus();
    }
    // Once, on mount: afterwards the form's own handlers keep its values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
