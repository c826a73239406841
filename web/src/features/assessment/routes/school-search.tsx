import { PlaceholderPage } from "../../../components/placeholder-page";

export function SchoolSearchPage() {
  return <PlaceholderPage title="Confirm Student" />;
}
