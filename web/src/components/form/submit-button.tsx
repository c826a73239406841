// Submit stays disabled until the form is valid (spec section 5) and while it is being sent.
import type { ReactNode } from "react";
import { useFormikContext } from "formik";

export function SubmitButton({ children, busyText }: { children: ReactNode; busyText?: string }) {
  const { isValid, dirty, isSubmitting } = useFormikContext();
  return (
    <button type="submit" className="button button--primary button--block" disabled={!dirty || !isValid || isSubmitting}>
      {isSubmitting && busyText ? busyText : children}
    </button>
  );
}
