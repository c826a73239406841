// The Reading settings dialog: every change shows at once on the whole page (the live preview) and is kept
// on this device; the signed-in account's profile gets a copy (lib/reading-settings/reading-settings-sync).
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import {
  EASIER_READING, LINE_SPACINGS, LINE_SPACING_LABELS, PALETTES, SPACINGS, SPACING_LABELS, TEXT_SIZES, TEXT_SIZE_LABELS, TINTS,
  TINT_LABELS, TYPEFACES, TYPEFACE_LABELS,
} from "@readbright/domain/reading-settings";
import type { Tint } from "@readbright/domain/reading-settings";
import { useDomainText } from "../../lib/i18n/domain-text";
import { Dialog } from "../dialog";
import { chooseReadingSettings, resetReadingSettings, useReadingSettings } from "../../lib/reading-settings/reading-settings-store";
import { ChoiceGroup } from "./choice-group";
import "./reading-settings-panel.css";

function swatch(tint: Tint) {
  return <span className="reading-settings__swatch" style={{ background: PALETTES[tint].bg, borderColor: PALETTES[tint].text, color: PALETTES[tint].text }} aria-hidden="true" />;
}

export function ReadingSettingsPanel({ onClose }: { onClose: () => void }) {
  const settings = useReadingSettings();
  const presetHint = useId();
  const { t } = useLingui();
  const domainText = useDomainText();
  /** A label table of the domain's, in the language in force. */
  const inWords = <T extends string>(labels: Record<T, string>) => Object.fromEntries(Object.entries<string>(labels).map(([key, label]) => [key, domainText(label)])) as Record<T, string>;

  return (
    <Dialog title={t`Reading settings`} description={t`Changes show straight away and stay on this device, and in your account when you are signed in.`} onClose={onClose}>
      <div className="reading-settings">
        <div className="reading-settings__preset">
          <button type="button" className="button button--primary" aria-describedby={presetHint} onClick={() => chooseReadingSettings(EASIER_READING)}>
            <Trans>Easier reading</Trans>
          </button>
          <p id={presetHint} className="reading-settings__hint">
            <Trans>Cream background, OpenDyslexic, larger text and wider spacing.</Trans>
          </p>
        </div>
        <ChoiceGroup legend={t`Typeface`} name="typeface" options={TYPEFACES} labels={inWords(TYPEFACE_LABELS)} value={settings.typeface} onChange={(typeface) => chooseReadingSettings({ typeface })} />
        <ChoiceGroup legend={t`Text size`} name="text_size" options={TEXT_SIZES} labels={inWords(TEXT_SIZE_LABELS)} value={settings.text_size} onChange={(text_size) => chooseReadingSettings({ text_size })} />
        <ChoiceGroup legend={t`Letter and word spacing`} name="spacing" options={SPACINGS} labels={inWords(SPACING_LABELS)} value={settings.spacing} onChange={(spacing) => chooseReadingSettings({ spacing })} />
        <ChoiceGroup legend={t`Line spacing`} name="line_spacing" options={LINE_SPACINGS} labels={inWords(LINE_SPACING_LABELS)} value={settings.line_spacing} onChange={(line_spacing) => chooseReadingSettings({ line_spacing })} />
        <ChoiceGroup legend={t`Background`} name="tint" options={TINTS} labels={inWords(TINT_LABELS)} value={settings.tint} onChange={(tint) => chooseReadingSettings({ tint })} decorate={swatch} />
        <label className="reading-settings__option reading-settings__motion">
          <input type="checkbox" checked={settings.reduced_motion} onChange={(event) => chooseReadingSettings({ reduced_motion: event.target.checked })} />
          <span>
            <Trans>Reduce motion (no moving slides, pulses or sliding bars)</Trans>
          </span>
        </label>
        <p className="reading-settings__preview">
          <Trans>A short sentence to try your settings on: the quick brown fox jumps over the lazy dog.</Trans>
        </p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={resetReadingSettings}>
          <Trans>Reset to defaults</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          <Trans>Done</Trans>
        </button>
      </div>
    </Dialog>
  );
}
