// A table row's '⋯' menu whose Delete asks first, then deletes, then says how it went in a toast.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "./confirm-dialog";
import { useToast } from "./toast/toast-context";
import { RowActionsMenu } from "./row-actions-menu";
import type { RowAction } from "./row-actions-menu";

interface DeleteRowMenuProps {
  buttonLabel: string;
  menuLabel: string;
  /** Offered before Delete. */
  otherActions?: RowAction[];
  confirmTitle: string;
  /** What goes, and that it cannot be undone. */
  confirmDescription: string;
  onDelete: () => Promise<unknown>;
  deleted: { title: string; description?: string };
  failedMessage: string;
}

export function DeleteRowMenu({ buttonLabel, menuLabel, otherActions = [], confirmTitle, confirmDescription, onDelete, deleted, failedMessage }: DeleteRowMenuProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { showToast } = useToast();

  async function handleDelete() {
    try {
      await onDelete();
      setConfirming(false);
      showToast({ ...deleted, tone: "success" });
    } catch {
      showToast({ title: t`Error`, description: failedMessage, tone: "error" });
    }
  }

  return (
    <>
      <RowActionsMenu buttonLabel={buttonLabel} menuLabel={menuLabel} actions={[...otherActions, { label: t`Delete`, onSelect: () => setConfirming(true) }]} />
      {confirming ? (
        <ConfirmDialog
          title={confirmTitle}
          description={confirmDescription}
          confirmLabel={t`Delete`}
          busyLabel={t`Deleting...`}
          onConfirm={handleDelete}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
