import { lazy, Suspense } from "react";
import { BrowserRouter } from "react-router-dom";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { ReadingSettingsRoot } from "./reading-settings-root";
import { StartAuthWhenNeeded } from "./start-auth-when-needed";

// Nothing to draw, and nothing to do before a first navigation or a reload's restoring: loaded after the page.
const ScrollToTop = lazy(async () => ({ default: (await import("./scroll-to-top")).ScrollToTop }));

/** Everything inside the router: the browser's and the prerenderer's (entry-server.tsx) must be the same tree. */
export function AppContent() {
  return (
    <>
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
      <StartAuthWhenNeeded />
      <AppRoutes />
      <ReadingSettingsRoot />
    </>
  );
}

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </AppProvider>
  );
}
