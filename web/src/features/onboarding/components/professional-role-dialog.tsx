import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { FormEvent } from "react";
import { PROFESSIONAL_KINDS } from "@readbright/domain/enums";
import type { ProfessionalKind } from "@readbright/domain/enums";
import { Dialog } from "../../../components/dialog";
import { CLARIFY_ROLE_TITLE, PROFESSIONAL_LABELS } from "../data/profile-tiles";

interface ProfessionalRoleDialogProps {
  onChoose: (kind: ProfessionalKind) => void;
  onClose: () => void;
}

export function ProfessionalRoleDialog({ onChoose, onClose }: ProfessionalRoleDialogProps) {
  const [kind, setKind] = useState<ProfessionalKind | null>(null);
  const { t } = useLingui();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (kind) onChoose(kind);
  }

  return (
    <Dialog title={t(CLARIFY_ROLE_TITLE)} onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate>
        <fieldset className="choice-list">
          <legend className="visually-hidden">
            <Trans>Your role</Trans>
          </legend>
          {PROFESSIONAL_KINDS.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="professional"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="choice__input"
              />
              <span>{t(PROFESSIONAL_LABELS[option])}</span>
            </label>
          ))}
        </fieldset>
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={!kind}>
            <Trans>Continue</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
