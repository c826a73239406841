// An invited user's row menu (spec section 2, Users page): Resend Invite while the invitation is pending
// (it sends the link again), and Delete after a confirmation: an invitation is withdrawn, a member
// removed from the school or organization at once. Someone who joined needs no second link.
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteSubuser } from "../api/delete-subuser";
import type { Subuser } from "../api/get-subusers";
import { sendInviteEmail } from "../api/send-invite-email";
import { DeleteRowMenu } from "../../../components/delete-row-menu";

export const RESEND_FAILED = "Failed to resend the invitation. Please try again.";
export const DELETE_USER_FAILED = "Failed to delete the user. Please try again.";

export function UsersRowMenu({ user }: { user: Subuser }) {
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

  return (
    <DeleteRowMenu
      buttonLabel={`More actions for ${email}`}
      menuLabel="User actions"
      otherActions={user.kind === "invitation" && user.invite_status === "Pending" ? [{ label: "Resend Invite", onSelect: () => void handleResend() }] : []}
      confirmTitle={user.kind === "invitation" ? "Delete this invitation?" : "Delete this user?"}
      confirmDescription={
        user.kind === "invitation"
          ? `The invitation to ${email} will no longer work.`
          : `${email} will lose access at once. Their account stays theirs, and the students stay with you.`
      }
      onDelete={() => deleteUser(user.id)}
      deleted={{ title: user.kind === "invitation" ? "Invitation deleted" : "User deleted" }}
      failedMessage={DELETE_USER_FAILED}
    />
  );
}
