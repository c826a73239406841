// For the assessment: no navigation bar or footer, nothing to pull attention away from the test.
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { LoadingPage } from "../../components/loading-page";

export function BareLayout() {
  return (
    <main id="main">
      <Suspense fallback={<LoadingPage />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
