// Stands in for a page that a later issue builds, and says so.
import { Trans, useLingui } from "@lingui/react/macro";

export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <div className="page">
      <title>{t`${title} | ReadBright`}</title>
      <h1>{title}</h1>
      <p>
        <Trans>This page is not built yet. It is coming in a later release.</Trans>
      </p>
    </div>
  );
}
