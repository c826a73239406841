// The app's own pages register the service worker; the public pages do not (a visitor reading about
// ReadBright should not download the whole app in the background). Once registered it serves them too.
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { isPrerenderedPage } from "./public-pages";

export function useServiceWorker(): void {
  const { pathname } = useLocation();
  const appPage = !isPrerenderedPage(pathname);
  useEffect(() => {
    // Its code comes with the first app page, not with the home page's first load.
    if (appPage) void import("../lib/service-worker").then(({ registerServiceWorker }) => registerServiceWorker());
  }, [appPage]);
}
