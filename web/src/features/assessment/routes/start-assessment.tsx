import { PlaceholderPage } from "../../../components/placeholder-page";

export function StartAssessmentPage() {
  return <PlaceholderPage title="Start assessment" />;
}
