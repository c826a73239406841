// A flagged result's warning on the results view (account holders only: a device holding the test's id
// never receives the flags). Each flag in words, with what to do; the score stays as it was.
import { Trans } from "@lingui/react/macro";
import type { ValidityFlag } from "@readbright/domain/validity";
import { CHECK_THIS_RESULT, FLAGGED_NOT_COUNTED, validityExplanation, validityLabel } from "@readbright/domain/validity-words";
import { useDomainPhrase, useDomainText } from "../../lib/i18n/domain-text";
import { ResultCard } from "./result-card";

export function ValidityNotice({ flags }: { flags: readonly ValidityFlag[] | null }) {
  const domainText = useDomainText();
  const phrase = useDomainPhrase();
  if (!flags || flags.length === 0) return null;
  const flaggedNotCounted = domainText(FLAGGED_NOT_COUNTED);
  return (
    <ResultCard id="validity-title" title={domainText(CHECK_THIS_RESULT)} className="result-report__validity">
      <ul className="result-report__validity-list">
        {flags.map((flag) => (
          <li key={`${flag.code}-${flag.section ?? "test"}`}>
            <strong>{phrase(validityLabel)(flag)}.</strong> {phrase(validityExplanation)(flag)}
          </li>
        ))}
      </ul>
      <p>
        <Trans>The scores below are shown as they came out; these checks say how far to trust them. {flaggedNotCounted}</Trans>
      </p>
    </ResultCard>
  );
}
