// A row's 'Start test' asks one thing first: the language of the test (decision 50). The rest is as it
// was: the test for the participant's age, started at once. The participant's last language is offered first.
import { Trans, useLingui } from "@lingui/react/macro";
import type { TestLanguage } from "@readbright/domain/test-language";
import { Dialog } from "../../../components/dialog";
import { useTestLanguage } from "../hooks/use-test-language";
import { TestLanguageSelect } from "./test-language-select";

interface StartOneTestDialogProps {
  name: string;
  /** The language of the participant's last test, offered first. */
  previousLanguage?: TestLanguage | null | undefined;
  starting: boolean;
  onStart: (language: TestLanguage) => void;
  onClose: () => void;
}

export function StartOneTestDialog({ name, previousLanguage, starting, onStart, onClose }: StartOneTestDialogProps) {
  const { t } = useLingui();
  const [language, setLanguage] = useTestLanguage(previousLanguage);
  return (
    <Dialog title={t`Start a test for ${name}`} onClose={onClose}>
      <div className="form">
        <TestLanguageSelect value={language} onChange={setLanguage} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button button--primary" disabled={starting} onClick={() => onStart(language)}>
            {starting ? t`Starting...` : t`Start`}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
