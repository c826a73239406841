import { BrowserRouter } from "react-router-dom";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { ReadingSettingsRoot } from "./reading-settings-root";
import { ScrollToTop } from "./scroll-to-top";

export function App() {
  return (
    <AppProvider>
      <ReadingSettingsRoot />
      <BrowserRouter>
        <ScrollToTop />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
