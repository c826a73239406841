// A message about the whole form, such as a failed submission; an inserted alert is announced. A message of
// the domain's (a form rule's, the server's) shows in the language in force.
import { useDomainText } from "../../lib/i18n/domain-text";
import "./form.css";

export function FormStatus({ message }: { message?: string | null }) {
  const domainText = useDomainText();
  if (!message) return null;
  return (
    <p role="alert" className="form-status">
      {domainText(message)}
    </p>
  );
}
