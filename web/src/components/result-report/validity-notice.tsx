// A flagged result's warning on the results view (account holders only: a device holding the test's id
// never receives the flags). Each flag in words, with what to do; the score stays as it was.
import type { ValidityFlag } from "@readbright/domain/validity";
import { CHECK_THIS_RESULT, FLAGGED_NOT_COUNTED, validityExplanation, validityLabel } from "@readbright/domain/validity-words";
import { ResultCard } from "./result-card";

export function ValidityNotice({ flags }: { flags: readonly ValidityFlag[] | null }) {
  if (!flags || flags.length === 0) return null;
  return (
    <ResultCard id="validity-title" title={CHECK_THIS_RESULT} className="result-report__validity">
      <ul className="result-report__validity-list">
        {flags.map((flag) => (
          <li key={`${flag.code}-${flag.section ?? "test"}`}>
            <strong>{validityLabel(flag)}.</strong> {validityExplanation(flag)}
          </li>
        ))}
      </ul>
      <p>The scores below are shown as they came out; these checks say how far to trust them. {FLAGGED_NOT_COUNTED}</p>
    </ResultCard>
  );
}
