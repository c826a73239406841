// Renders a component the way the app does: auth, toasts and a router at a given address.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { ToastProvider } from "../components/toast/toast-provider";
import { AuthContext } from "../lib/auth-context";
import type { AuthContextValue } from "../lib/auth-context";
import { visitorAuth } from "./auth";

/** Shown on any other address, so a test can see where navigation went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

interface RenderOptions {
  /** The address to start at, with any query string. */
  route?: string;
  /** The route pattern the component is shown on; other addresses show the location probe. */
  path?: string;
  auth?: AuthContextValue;
}

/** What the app wraps every page in (auth, toasts), with a router that starts at `route`. */
export function TestProviders({ auth, route, children }: { auth: AuthContextValue; route: string; children: ReactNode }) {
  return (
    <AuthContext value={auth}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ToastProvider>
    </AuthContext>
  );
}

export function renderWithProviders(ui: ReactNode, { route = "/", path, auth = visitorAuth() }: RenderOptions = {}) {
  const pattern = path ?? new URL(route, "http://localhost").pathname;
  return render(
    <TestProviders auth={auth} route={route}>
      <Routes>
        <Route path={pattern} element={ui} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </TestProviders>,
  );
}
