// The words of a consent checkbox (domain/src/consent.ts), with "Privacy notice" a link to the page. It
// opens in a new tab, so a half-filled form or a chosen file is still there when the reader comes back.
// `statement` is in the language in force (useDomainText); the link is found by its translated name.
import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";

export function ConsentWords({ statement }: { statement: string }) {
  const { t } = useLingui();
  const link = t`Privacy notice`;
  const [before, after] = statement.split(link);
  if (after === undefined) return <>{statement}</>;
  return (
    <>
      {before}
      <AppLink to={paths.privacy.href()} target="_blank" rel="noopener noreferrer">
        {link}
        <span className="visually-hidden">
          {" "}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </AppLink>
      {after}
    </>
  );
}
