import "./loading-page.css";

export function LoadingPage({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="loading-page" role="status">
      <span className="loading-page__spinner" aria-hidden="true" />
      <p className="loading-page__label">{label}</p>
    </div>
  );
}
