// True below the mobile breakpoint (spec section 9: 768px), following the window as it resizes.
import { useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT_PX } from "@readbright/domain/limits";

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

// Without matchMedia (some test environments) the desktop layout is shown.
const isMobile = () => window.matchMedia?.(QUERY).matches ?? false;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobile, () => false);
}
