import { PlaceholderPage } from "../../../components/placeholder-page";

export function AssessmentPage() {
  return <PlaceholderPage title="Assessment" />;
}
