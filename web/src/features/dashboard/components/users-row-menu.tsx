// An invited user's row menu (spec section 2, Users page): Resend Invite, and Delete after a confirmation.
import { useEffect, useId, useRef, useState } from "react";
import { Dialog } from "../../../components/dialog";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteSubuser } from "../api/delete-subuser";
import type { Subuser } from "../api/get-subusers";
import { sendInviteEmail } from "../api/send-invite-email";

export const RESEND_FAILED = "Failed to resend the invitation. Please try again.";
export const DELETE_USER_FAILED = "Failed to delete the user. Please try again.";

export function UsersRowMenu({ user }: { user: Subuser }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const deleteUser = useDeleteSubuser();
  const { showToast } = useToast();
  const email = user.user_email;

  useEffect(() => {
    if (!open) return;
    wrapper.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  async function handleResend() {
    setOpen(false);
    try {
      await sendInviteEmail(email);
      showToast({ title: "Success", description: `Invitation sent again to ${email}`, tone: "success" });
    } catch {
      showToast({ title: "Error", description: RESEND_FAILED, tone: "error" });
    }
  }

  async function handleDelete() {
    setBusy(true);
    try {
      await deleteUser(user.id);
      setConfirming(false);
      showToast({ title: "User deleted", tone: "success" });
    } catch {
      showToast({ title: "Error", description: DELETE_USER_FAILED, tone: "error" });
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
        aria-label={`More actions for ${email}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label="User actions" className="user-menu__list" onKeyDown={(event) => event.key === "Escape" && setOpen(false)}>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className="user-menu__item" onClick={() => void handleResend()}>
              Resend Invite
            </button>
          </li>
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
        <Dialog title="Delete this user?" description={`${email} will lose access. This cannot be undone.`} onClose={() => setConfirming(false)}>
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
