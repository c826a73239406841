// Submit stays disabled until the form is valid (spec section 5) and while it is being sent. While it is
// disabled it says why, beside it and as its description: the form's own messages for what is missing
// (decision 36), so nobody is left in front of a grey button. A visited field says its own message under
// it, so the button only points at it.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { ReactNode } from "react";
import { useFormikContext } from "formik";
import { useDomainText } from "../../lib/i18n/domain-text";

/** Every message in Formik's errors, once each, in the form's order. */
export function errorMessages(errors: unknown): string[] {
  if (typeof errors === "string") return [errors];
  if (!errors || typeof errors !== "object") return [];
  return [...new Set(Object.values(errors).flatMap(errorMessages))];
}

export const MARKED_ABOVE = msg`The corrections marked above`;

/**
 * What the button waits for: the messages of fields not visited yet (a visited field shows its own message
 * under it, so it is not said twice), then one line for those.
 */
export function stillNeeded(errors: Record<string, unknown>, touched: Record<string, unknown>, markedAbove: string): string[] {
  const entries = Object.entries(errors);
  const unvisited = entries.filter(([name]) => !touched[name]).flatMap(([, error]) => errorMessages(error));
  const visited = entries.some(([name]) => touched[name]);
  return [...new Set(unvisited), ...(visited ? [markedAbove] : [])];
}

export function SubmitButton({ children, busyText, className = "button button--primary button--block" }: { children: ReactNode; busyText?: string; className?: string }) {
  const { isValid, dirty, isSubmitting, errors, touched } = useFormikContext<Record<string, unknown>>();
  const { t } = useLingui();
  const domainText = useDomainText();
  const id = useId();
  const disabled = !dirty || !isValid || isSubmitting;
  const missing = disabled && !isSubmitting ? stillNeeded(errors, touched, t(MARKED_ABOVE)).map(domainText) : [];
  return (
    <>
      <button type="submit" className={className} disabled={disabled} aria-describedby={missing.length > 0 ? id : undefined}>
        {isSubmitting && busyText ? busyText : children}
      </button>
      {missing.length > 0 ? (
        <div id={id} className="form__needs">
          <p className="form__needs-title">
            <Trans>Still needed:</Trans>
          </p>
          <ul>
            {missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
