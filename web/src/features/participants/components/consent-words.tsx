// The words of a consent checkbox (domain/src/consent.ts), with "Privacy notice" a link to the page. It
// opens in a new tab, so a half-filled form or a chosen file is still there when the reader comes back.
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";

export function ConsentWords({ statement }: { statement: string }) {
  const [before, after] = statement.split("Privacy notice");
  if (after === undefined) return <>{statement}</>;
  return (
    <>
      {before}
      <AppLink to={paths.privacy.href()} target="_blank" rel="noopener noreferrer">
        Privacy notice<span className="visually-hidden"> (opens in a new tab)</span>
      </AppLink>
      {after}
    </>
  );
}
