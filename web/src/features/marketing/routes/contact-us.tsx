import { PlaceholderPage } from "../../../components/placeholder-page";

export function ContactUsPage() {
  return <PlaceholderPage title="Contact Us" />;
}
