// Navigation bar, page and footer for every page except the assessment.
import { Trans } from "@lingui/react/macro";
import { Suspense, use } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useAuth } from "../../lib/auth-context";
import { dependsOnAuth } from "../auth-dependent-paths";
import { NavBar } from "./nav-bar";
import { OfflineNotice } from "./offline-notice";
import { SiteFooter } from "./site-footer";
import "./app-shell.css";

export function AppShell() {
  const { initialising } = useAuth();
  const { pathname } = useLocation();
  // Pages that depend on Auth show nothing until it has reported, navigation bar included (decision 0003).
  // The wait suspends: opening one from a public page that never needed Auth (choosing 'Log in', say) is a
  // transition, so that page stays on screen while Auth loads, instead of a blank one (decision 0031).
  return <Suspense fallback={null}>{initialising && dependsOnAuth(pathname) ? <WaitForAuth /> : <Shell />}</Suspense>;
}

function WaitForAuth() {
  use(useAuth().startAuth());
  return null;
}

function Shell() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <NavBar />
      <OfflineNotice />
      {/* The footer waits with the first page, so it does not jump down when the page's code arrives.
          Later navigations are transitions: the old page stays until the new one is ready. */}
      <Suspense fallback={null}>
        <main id="main" className="app-shell__main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
