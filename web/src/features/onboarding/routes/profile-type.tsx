import { PlaceholderPage } from "../../../components/placeholder-page";

export function ProfileTypePage() {
  return <PlaceholderPage title="Profile type" />;
}
