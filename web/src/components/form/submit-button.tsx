// Submit stays disabled until the form is valid (spec section 5) and while it is being sent.
import type { ReactNode } from "react";
import { useFormikContext } from "formik";

export function SubmitButton({ children, busyText, className = "button button--primary button--block" }: { children: ReactNode; busyText?: string; className?: string }) {
  const { isValid, dirty, isSubmitting } = useFormikContext();
  return (
    <button type="submit" className={className} disabled={!dirty || !isValid || isSubmitting}>
      {isSubmitting && busyText ? busyText : children}
    </button>
  );
}
