// 'Start tests for this class?' with the language the new tests are given (decision 50): a confirm dialog
// with one choice in it, and a progress bar while the tests are started.
import { Trans, useLingui } from "@lingui/react/macro";
import type { TestLanguage } from "@readbright/domain/test-language";
import { useState } from "react";
import type { ReactNode } from "react";
import { Dialog } from "../../../components/dialog";
import { useTestLanguage } from "../hooks/use-test-language";
import { TestLanguageSelect } from "./test-language-select";

interface StartClassTestsDialogProps {
  description: string;
  /** Reports its own failure (a toast): the dialog only waits for it. */
  onStart: (language: TestLanguage) => Promise<void>;
  onClose: () => void;
  progress: ReactNode;
}

export function StartClassTestsDialog({ description, onStart, onClose, progress }: StartClassTestsDialogProps) {
  const { t } = useLingui();
  const [language, setLanguage] = useTestLanguage();
  const [busy, setBusy] = useState(false);

  async function handleStart() {
    setBusy(true);
    try {
      await onStart(language);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t`Start tests for this class?`} description={description} onClose={onClose}>
      <div className="form">
        <TestLanguageSelect value={language} onChange={setLanguage} />
        {busy ? progress : null}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void handleStart()}>
            {busy ? t`Starting...` : t`Start tests`}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
