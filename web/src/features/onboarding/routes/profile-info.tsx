import { PlaceholderPage } from "../../../components/placeholder-page";

export function ProfileInfoPage() {
  return <PlaceholderPage title="Profile info" />;
}
