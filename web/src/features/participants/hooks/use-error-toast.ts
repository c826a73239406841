// Tells a load failure once in an 'Error' toast (5 s, spec section 8) while the page also shows it inline.
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useToast } from "../../../components/toast/toast-context";

export function useErrorToast(error: unknown, description: string) {
  const { showToast } = useToast();
  const { t } = useLingui();
  const title = t`Error`;
  useEffect(() => {
    if (error) showToast({ title, description, tone: "error", durationMs: 5000 });
  }, [error, description, showToast, title]);
}
