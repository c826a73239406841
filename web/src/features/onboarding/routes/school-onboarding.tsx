import { PlaceholderPage } from "../../../components/placeholder-page";

export function SchoolOnboardingPage() {
  return <PlaceholderPage title="School onboarding" />;
}
