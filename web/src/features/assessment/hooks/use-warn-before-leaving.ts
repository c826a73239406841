// While an answer is still on its way, closing or reloading the tab asks first: the browser's own
// "Leave site?" prompt, so the answer is not lost without warning.
import { useEffect } from "react";

export function useWarnBeforeLeaving(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}
