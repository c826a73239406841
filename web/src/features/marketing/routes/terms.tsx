import { PlaceholderPage } from "../../../components/placeholder-page";

export function TermsPage() {
  return <PlaceholderPage title="Terms and Conditions" />;
}
