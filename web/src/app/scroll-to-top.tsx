// Spec: navigating scrolls to the top. Runs when the new page is shown, not when the link is clicked.
// A new page (a link, or the dashboard opening a participant) starts at the top; Back and Forward return
// to where that page was scrolled, so a long list is found as it was left. A filter that only replaces the
// address keeps the place. Positions are remembered per history entry, for the tab's life (a reload too).
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

const STORAGE_KEY = "readbright.scroll-positions";
/** How long a restore waits for the page to grow tall enough (its data arriving). */
const RESTORE_MS = 1500;

function loadPositions(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>));
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage full or refused: positions still hold until the tab reloads.
  }
}

/** Scrolls to `top` once the page is tall enough, giving up on the reader's own scrolling or after a while. */
function restore(top: number): () => void {
  const deadline = Date.now() + RESTORE_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ["wheel", "touchstart", "keydown", "pointerdown"]) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 || Date.now() > deadline) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of ["wheel", "touchstart", "keydown", "pointerdown"]) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

export function ScrollToTop() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  positions.current ??= loadPositions();
  const current = useRef(location.key);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    // The browser's own restoring would jump before the page is drawn; this component does it instead.
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    const map = positions.current as Map<string, number>;
    const onScroll = () => map.set(current.current, window.scrollY);
    const onHide = () => savePositions(map);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onHide);
    };
  }, []);

  useLayoutEffect(() => {
    const samePage = previousPath.current === location.pathname;
    current.current = location.key;
    previousPath.current = location.pathname;
    const saved = action === "POP" ? positions.current?.get(location.key) : undefined;
    if (saved !== undefined) return restore(saved);
    // A page never scrolled has no position: it is at the top.
    if (action !== "REPLACE" || !samePage) window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.pathname, action]);

  return null;
}
