// What a visitor typed into a prerendered form before the app's code arrived (decision 36). main.tsx
// captures it just before React takes over the page, because a page it renders afresh (opened with a
// query) replaces that markup; a form's KeepEarlyInput puts it back.

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EarlyInput {
  /** Field name to the value typed or chosen, for fields that differ from the page as it was served. */
  values: Record<string, string>;
  /** The field that had the focus, to give it back. */
  focused: string | null;
}

const captured = new Map<string, EarlyInput>();

function changed(field: FieldElement): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** The named text fields and selects of a form, with their values; `onlyChanged`: those that differ from the served markup. */
export function fieldValues(form: HTMLFormElement, onlyChanged = false): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    const field = element as FieldElement;
    if (field.name && "value" in field && !(field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))) {
      if (!onlyChanged || changed(field)) values[field.name] = field.value;
    }
  }
  return values;
}

/** Remembers what was typed in every labelled form under `container`, by the form's label. */
export function captureEarlyInput(container: HTMLElement): void {
  for (const form of Array.from(container.querySelectorAll("form[aria-label]"))) {
    const values = fieldValues(form as HTMLFormElement, true);
    const active = document.activeElement as FieldElement | null;
    const focused = active && form.contains(active) && active.name ? active.name : null;
    if (Object.keys(values).length > 0 || focused) captured.set(form.getAttribute("aria-label") as string, { values, focused });
  }
}

/** What was captured for the form with this label, once: a later visit to the page starts empty. */
export function takeEarlyInput(label: string): EarlyInput | undefined {
  const input = captured.get(label);
  captured.delete(label);
  return input;
}
