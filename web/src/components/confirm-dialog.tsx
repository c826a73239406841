// A question in a modal before something that cannot be undone: Cancel, or the action, shown busy while it runs.
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { ReactNode } from "react";
import { Dialog } from "./dialog";

interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  /** Reports its own failure (a toast, say): the dialog only waits for it. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Shown while the action runs (a progress bar, say). */
  busyContent?: ReactNode;
  /** Anything else the question needs, above the buttons. */
  children?: ReactNode;
}

export function ConfirmDialog({ title, description, confirmLabel, busyLabel, onConfirm, onClose, busyContent, children }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  async function handleConfirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} description={description} onClose={onClose}>
      {children}
      {busy ? busyContent : null}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void handleConfirm()}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
