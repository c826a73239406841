import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Navigate } from "react-router-dom";
import type { Profile } from "@readbright/domain/profile";
import { LoadingPage } from "../../../components/loading-page";
import { paths } from "../../../config/paths";
import { useProfile } from "../../../lib/profile/get-profile";
import { useSubusers } from "../api/get-subusers";
import { PageFrame } from "../../../components/page-frame";
import { EmptyState } from "../../../components/empty-state/empty-state";
import { InviteButton } from "../components/invite-button";
import { UsersTable } from "../components/users-table";
import { ShowMore } from "../../../components/show-more";
import { managesUsers } from "@readbright/domain/profile";
import { usersCopy } from "../../../utils/page-copy";

export const LOAD_USERS_FAILED = msg`Failed to load invited users. Please try again later.`;

const inviteLabel = ({ user_type }: Pick<Profile, "user_type">): MessageDescriptor => (user_type === "organization" ? msg`Invite professional` : msg`Invite teacher`);

/** A school's invitees get its school, so a school admin can invite only once the school is registered. */
const canInvite = (profile: Profile): boolean => profile.user_type !== "school" || Boolean(profile.school);

export function UsersPage() {
  const { data: profile } = useProfile();
  const users = useSubusers();
  const { t } = useLingui();
  if (!profile) return <LoadingPage />;
  // Only school and organization admins invite users; anyone else has no such page in their menu.
  if (!managesUsers(profile)) return <Navigate to={paths.dashboard.href()} replace />;
  const copy = usersCopy(profile);
  const invite = <InviteButton label={t(inviteLabel(profile))} canInvite={canInvite(profile)} />;
  const empty = !users.isLoading && !users.error && users.total === 0;
  return (
    // The header offers Invite once the list is in (an empty list offers it in its empty state instead), so the button never moves under the pointer.
    <PageFrame title={copy.title} subtitle={copy.subtitle} actions={users.items && !empty ? invite : undefined}>
      {users.error ? (
        <p role="alert" className="form-status">
          {t(LOAD_USERS_FAILED)}
        </p>
      ) : empty ? (
        <EmptyState title={copy.emptyTitle} description={t`People you invite appear here with their invite status.`} action={invite} />
      ) : (
        <>
          <UsersTable users={users.items} loading={users.isLoading} />
          <ShowMore list={users} noun={t`users`} />
        </>
      )}
    </PageFrame>
  );
}
