// An invited user's row menu (spec section 2, Users page): Resend Invite while the invite is pending (it
// sends the set-your-password email again), and Delete after a confirmation. Someone who has accepted
// has a password already: a second invite would only ask them to replace it, so it is not offered.
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteSubuser } from "../api/delete-subuser";
import type { Subuser } from "../api/get-subusers";
import { sendInviteEmail } from "../api/send-invite-email";
import { DeleteRowMenu } from "./delete-row-menu";

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
      otherActions={user.invite_status === "Pending" ? [{ label: "Resend Invite", onSelect: () => void handleResend() }] : []}
      confirmTitle="Delete this user?"
      confirmDescription={`${email} will lose access. This cannot be undone.`}
      onDelete={() => deleteUser(user.id)}
      deleted={{ title: "User deleted" }}
      failedMessage={DELETE_USER_FAILED}
    />
  );
}
