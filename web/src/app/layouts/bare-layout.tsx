// For the assessment: no navigation bar or footer, nothing to pull attention away from the test.
import { Suspense } from "react";
import { matchPath, Outlet, useLocation } from "react-router-dom";
import { LoadingPage } from "../../components/loading-page";
import { ReadingSettingsButton } from "../../components/reading-settings/reading-settings-button";
import { paths } from "../../config/paths";
import "./bare-layout.css";

export function BareLayout() {
  // The player has the button in its own header (one row less on a phone).
  const inPlayer = matchPath(paths.assessment.path, useLocation().pathname) !== null;
  return (
    <>
      {/* Reading settings first in the tab order, so a child's test can be made easier to read before it starts. */}
      {inPlayer ? null : (
        <div className="bare-layout__tools">
          <ReadingSettingsButton />
        </div>
      )}
      <main id="main">
        <Suspense fallback={<LoadingPage />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
