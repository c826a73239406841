import { PlaceholderPage } from "../../../components/placeholder-page";

export function ParticipantsPage() {
  return <PlaceholderPage title="Participants" />;
}
