// 'Download results' on My Tests and the dashboard's list: every test the filters in force select, as
// the CSV file the server writes (decision 21), named after those filters.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { resultsExportFileName } from "@readbright/domain/results-csv";
import { useDownload } from "../../../hooks/use-download";
import { downloadCsv } from "../../../utils/download-csv";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { exportResults } from "../api/export-results";
import type { ExportFilters } from "../api/export-results";
import "./export-results.css";

interface ExportResultsButtonProps {
  filters: ExportFilters;
  /** Whether the page shows any test for these filters; undefined while they load. */
  hasResults: boolean | undefined;
}

export const NOTHING_TO_EXPORT = msg`No test results to download for these filters yet.`;

export function ExportResultsButton({ filters, hasResults }: ExportResultsButtonProps) {
  const { busy, run } = useDownload(REQUEST_FAILED.exportResults);
  const hintId = useId();
  const { t, i18n } = useLingui();
  const reason = hasResults === false ? i18n._(NOTHING_TO_EXPORT) : null;

  const handleClick = () => run(async () => downloadCsv(resultsExportFileName(filters), await exportResults(filters)));

  return (
    <div className="export-results">
      <button
        type="button"
        className="button"
        disabled={hasResults !== true || busy}
        aria-describedby={reason ? hintId : undefined}
        onClick={() => void handleClick()}
      >
        {busy ? t`Preparing download...` : t`Download results`}
      </button>
      {reason ? (
        <p id={hintId} className="export-results__hint">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
