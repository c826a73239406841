// 'Start a test' opens the participant registration modal once participants exist (a later issue); until
// then it says so.
import { useToast } from "../../../components/toast/toast-context";

export function StartTestButton({ label = "Start a test", primary = true }: { label?: string; primary?: boolean }) {
  const { showToast } = useToast();
  return (
    <button
      type="button"
      className={primary ? "button button--primary" : "button"}
      onClick={() => showToast({ title: "Coming soon", description: "Starting a test arrives in a later release.", tone: "info" })}
    >
      {label}
    </button>
  );
}
