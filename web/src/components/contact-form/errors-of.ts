// The contact form's errors for some values, worked out at once (yup's synchronous validation) so the
// prerendered form can say what Send is waiting for before any effect has run.
import { ValidationError } from "yup";
import { contactMessageSchema } from "@readbright/domain/contact-schemas";
import type { ContactFormValues } from "@readbright/domain/contact-schemas";

export function errorsOf(values: ContactFormValues): Partial<Record<keyof ContactFormValues, string>> {
  try {
    contactMessageSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<keyof ContactFormValues, string>> = {};
    for (const inner of error.inner) {
      const path = inner.path as keyof ContactFormValues | undefined;
      if (path && !errors[path]) errors[path] = inner.message;
    }
    return errors;
  }
}
