// An invited user's row menu (spec section 2, Users page): Resend Invite while the invitation is pending
// (it sends the link again), and Delete after a confirmation: an invitation is withdrawn, a member
// removed from the school or organization at once. Someone who joined needs no second link.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteSubuser } from "../api/delete-subuser";
import type { Subuser } from "../api/get-subusers";
import { sendInviteEmail } from "../api/send-invite-email";
import { DeleteRowMenu } from "../../../components/delete-row-menu";

export const RESEND_FAILED = msg`Failed to resend the invitation. Please try again.`;
export const DELETE_USER_FAILED = msg`Failed to delete the user. Please try again.`;

export function UsersRowMenu({ user }: { user: Subuser }) {
  const deleteUser = useDeleteSubuser();
  const { showToast } = useToast();
  const { t } = useLingui();
  const email = user.user_email;

  async function handleResend() {
    try {
      await sendInviteEmail(email);
      showToast({ title: t`Success`, description: t`Invitation sent again to ${email}`, tone: "success" });
    } catch {
      showToast({ title: t`Error`, description: t(RESEND_FAILED), tone: "error" });
    }
  }

  return (
    <DeleteRowMenu
      buttonLabel={t`More actions for ${email}`}
      menuLabel={t`User actions`}
      otherActions={user.kind === "invitation" && user.invite_status === "Pending" ? [{ label: t`Resend Invite`, onSelect: () => void handleResend() }] : []}
      confirmTitle={user.kind === "invitation" ? t`Delete this invitation?` : t`Delete this user?`}
      confirmDescription={
        user.kind === "invitation"
          ? t`The invitation to ${email} will no longer work.`
          : t`${email} will lose access at once. Their account stays theirs, and the students stay with you.`
      }
      onDelete={() => deleteUser(user.id)}
      deleted={{ title: user.kind === "invitation" ? t`Invitation deleted` : t`User deleted` }}
      failedMessage={t(DELETE_USER_FAILED)}
    />
  );
}
