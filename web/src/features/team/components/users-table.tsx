// The invited users table (spec section 2, Users page): Name, Email, Invite Status and a row menu.
import type { Subuser } from "../api/get-subusers";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { UsersRowMenu } from "./users-row-menu";

const fullName = (user: Subuser): string => [user.first_name, user.last_name].filter(Boolean).join(" ") || "—";

const columns: DataTableColumn<Subuser>[] = [
  { key: "name", header: "Name", cell: fullName },
  // The card's heading: everyone invited has an email, a name only once they accept.
  { key: "email", header: "Email", cell: (user) => user.user_email, title: true },
  { key: "status", header: "Invite Status", cell: (user) => user.invite_status },
  { key: "menu", header: "Actions", cell: (user) => <UsersRowMenu user={user} />, action: true },
];

export function UsersTable({ users, loading }: { users: readonly Subuser[] | undefined; loading: boolean }) {
  return <DataTable label="Invited users" columns={columns} rows={users} rowKey={(user) => user.id} loading={loading} />;
}
