// 'Start tests for this class?' with the language the new tests are given (decision 50): the shared confirm
// dialog with one choice in it, and a progress bar while the tests are started.
import { useLingui } from "@lingui/react/macro";
import type { TestLanguage } from "@readbright/domain/test-language";
import type { ReactNode } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
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
  return (
    <ConfirmDialog
      title={t`Start tests for this class?`}
      description={description}
      confirmLabel={t`Start tests`}
      busyLabel={t`Starting...`}
      onConfirm={() => onStart(language)}
      onClose={onClose}
      busyContent={progress}
    >
      <div className="form">
        <TestLanguageSelect value={language} onChange={setLanguage} />
      </div>
    </ConfirmDialog>
  );
}
