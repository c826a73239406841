// The "Reading settings" button at the top of every page (site header, assessment player). The panel's code
// loads only when it is first opened, so the home page's first load grows by this button alone.
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useState } from "react";
import { lazyWithCatalogs } from "../../lib/i18n/lazy-with-catalogs";
import "./reading-settings-button.css";

// With the shared code's words, which the home page does not load before.
const ReadingSettingsPanel = lazyWithCatalogs(() => import("./reading-settings-panel"), "ReadingSettingsPanel", "common");

export function ReadingSettingsButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Named by aria-label, so a phone can drop the words and keep the name. */}
      <button type="button" className="header-tool reading-settings-button" aria-label={t`Reading settings`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="reading-settings-button__icon" aria-hidden="true">
          Aa
        </span>
        <span className="reading-settings-button__label">
          <Trans>Reading settings</Trans>
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReadingSettingsPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
