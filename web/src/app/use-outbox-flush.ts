// On the app's own pages, except a test's player (which sends its own), what a closed player left on the
// device is sent (features/assessment/offline/flush-outbox.ts), loaded after the page so it is never
// initial JavaScript.
import { useEffect } from "react";
import { matchPath, useLocation } from "react-router-dom";
import { paths } from "../config/paths";
import { afterLoad } from "../utils/after-load";
import { isPrerenderedPage } from "./public-pages";

export function useOutboxFlush(): void {
  const { pathname } = useLocation();
  const flushes = !isPrerenderedPage(pathname) && matchPath(paths.assessment.path, pathname) === null;
  useEffect(() => {
    if (!flushes) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void afterLoad()
      .then(() => import("../features/assessment/offline/flush-outbox"))
      .then(({ flushOutboxes }) => {
        if (!cancelled) stop = flushOutboxes();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [flushes]);
}
