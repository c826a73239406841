import { BrowserRouter } from "react-router-dom";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { ScrollToTop } from "./scroll-to-top";

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <ScrollToTop />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
