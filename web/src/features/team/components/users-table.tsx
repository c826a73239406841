// The invited users table (spec section 2, Users page): Name, Email, Invite Status and a row menu.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { InviteStatus } from "@readbright/domain/api/subusers";
import type { Subuser } from "../api/get-subusers";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { UsersRowMenu } from "./users-row-menu";

const fullName = (user: Subuser): string => [user.first_name, user.last_name].filter(Boolean).join(" ") || "—";

/** The server's invite status (English, as stored) in the reader's words. */
const INVITE_STATUS_LABELS: Record<InviteStatus, MessageDescriptor> = {
  Accepted: msg`Accepted`,
  Pending: msg`Pending`,
  Declined: msg`Declined`,
};

export function UsersTable({ users, loading }: { users: readonly Subuser[] | undefined; loading: boolean }) {
  const { t } = useLingui();
  const status = (user: Subuser): string => {
    const label = INVITE_STATUS_LABELS[user.invite_status] as MessageDescriptor | undefined;
    return label ? t(label) : user.invite_status;
  };
  const columns: DataTableColumn<Subuser>[] = [
    { key: "name", header: t`Name`, cell: fullName },
    // The card's heading: everyone invited has an email, a name only once they accept.
    { key: "email", header: t`Email`, cell: (user) => user.user_email, title: true },
    { key: "status", header: t`Invite Status`, cell: status },
    { key: "menu", header: t`Actions`, cell: (user) => <UsersRowMenu user={user} />, action: true },
  ];
  return <DataTable label={t`Invited users`} columns={columns} rows={users} rowKey={(user) => user.id} loading={loading} />;
}
