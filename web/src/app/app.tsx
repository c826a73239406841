import { BrowserRouter } from "react-router-dom";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { ReadingSettingsRoot } from "./reading-settings-root";
import { ScrollToTop } from "./scroll-to-top";
import { StartAuthWhenNeeded } from "./start-auth-when-needed";

/** Everything inside the router: the browser's and the prerenderer's (entry-server.tsx) must be the same tree. */
export function AppContent() {
  return (
    <>
      <ScrollToTop />
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
