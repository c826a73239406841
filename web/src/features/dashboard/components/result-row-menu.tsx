// A test row's menu (spec section 2, My Tests): Delete, after a confirmation.
import { useEffect, useId, useRef, useState } from "react";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteAssessmentResult } from "../../participants/api/delete-assessment-result";
import { Dialog } from "../../../components/dialog";

export const DELETE_FAILED = "Failed to delete the test. Please try again.";

export function ResultRowMenu({ resultId, name }: { resultId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const deleteResult = useDeleteAssessmentResult();
  const { showToast } = useToast();

  useEffect(() => {
    if (!open) return;
    wrapper.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  async function handleDelete() {
    setBusy(true);
    try {
      await deleteResult(resultId);
      setConfirming(false);
      showToast({ title: "Test deleted", tone: "success" });
    } catch {
      showToast({ title: "Error", description: DELETE_FAILED, tone: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="user-menu" ref={wrapper}>
      <button
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`More actions for ${name}'s test`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label="Test actions" className="user-menu__list" onKeyDown={(event) => event.key === "Escape" && setOpen(false)}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="user-menu__item"
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
            >
              Delete
            </button>
          </li>
        </ul>
      ) : null}
      {confirming ? (
        <Dialog title="Delete this test?" description={`${name}'s test and its answers will be removed. This cannot be undone.`} onClose={() => setConfirming(false)}>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void handleDelete()}>
              {busy ? "Deleting..." : "Delete"}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
