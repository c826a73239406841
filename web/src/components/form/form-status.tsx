// A message about the whole form, such as a failed submission; an inserted alert is announced.
import "./form.css";

export function FormStatus({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="form-status">
      {message}
    </p>
  );
}
