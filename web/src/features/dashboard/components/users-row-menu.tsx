// An invited user's row menu (spec section 2, Users page): Resend Invite, and Delete after a confirmation.
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteSubuser } from "../api/delete-subuser";
import type { Subuser } from "../api/get-subusers";
import { sendInviteEmail } from "../api/send-invite-email";
import { RowActionsMenu } from "./row-actions-menu";

export const RESEND_FAILED = "Failed to resend the invitation. Please try again.";
export const DELETE_USER_FAILED = "Failed to delete the user. Please try again.";

export function UsersRowMenu({ user }: { user: Subuser }) {
  const [confirming, setConfirming] = useState(false);
  const deleteUser = useDeleteSubuser();
  const { showToast } = useToast();
  const email = user.user_email;

  async function handleResend() {
    try {
      await sendInviteEmail(email);
      showToast({ title: "Success", description: `Invitation sent again to ${email}`, tone: "success" });
    } catch {
      showToast({ title: "Error", description: RESEND_FAILED, tone: "error" });
    }
  }

  async function handleDelete() {
    try {
      await deleteUser(user.id);
      setConfirming(false);
      showToast({ title: "User deleted", tone: "success" });
    } catch {
      showToast({ title: "Error", description: DELETE_USER_FAILED, tone: "error" });
    }
  }

  return (
    <>
      <RowActionsMenu
        buttonLabel={`More actions for ${email}`}
        menuLabel="User actions"
        actions={[
          { label: "Resend Invite", onSelect: () => void handleResend() },
          { label: "Delete", onSelect: () => setConfirming(true) },
        ]}
      />
      {confirming ? (
        <ConfirmDialog
          title="Delete this user?"
          description={`${email} will lose access. This cannot be undone.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          onConfirm={handleDelete}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
