import { useLingui } from "@lingui/react/macro";
import "./loading-page.css";

export function LoadingPage({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="loading-page" role="status">
      <span className="loading-page__spinner" aria-hidden="true" />
      <p className="loading-page__label">{label ?? t`Loading...`}</p>
    </div>
  );
}
