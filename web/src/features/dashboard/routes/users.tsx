import { PlaceholderPage } from "../../../components/placeholder-page";

export function UsersPage() {
  return <PlaceholderPage title="Users" />;
}
