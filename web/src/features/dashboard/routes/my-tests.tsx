import { PlaceholderPage } from "../../../components/placeholder-page";

export function MyTestsPage() {
  return <PlaceholderPage title="My Tests" />;
}
