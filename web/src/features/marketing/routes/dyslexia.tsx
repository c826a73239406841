import { PlaceholderPage } from "../../../components/placeholder-page";

export function DyslexiaPage() {
  return <PlaceholderPage title="What is Dyslexia?" />;
}
