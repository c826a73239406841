// 'Download class list' on a school's My Tests: the students the grade and section filters select, with
// their Student IDs, as a CSV file. The class is read when the button is pressed, not with the page.
import { useLingui } from "@lingui/react/macro";
import { classListCsv, classListFileName } from "../utils/class-list-csv";
import { downloadCsv } from "../../../utils/download-csv";
import { downloadClassList } from "../api/get-participants";
import { useDownload } from "../../../hooks/use-download";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import type { SchoolFilters } from "../utils/school-filters";

interface ClassListButtonProps {
  /** How many students the filters select (the server's count); undefined while it is counted. */
  classSize: number | undefined;
  filters: SchoolFilters;
}

export function ClassListButton({ classSize, filters }: ClassListButtonProps) {
  const { busy, run } = useDownload(REQUEST_FAILED.fetchParticipants);
  const { i18n, t } = useLingui();
  const download = () =>
    run(async () => {
      const students = await downloadClassList(filters);
      downloadCsv(classListFileName(filters), classListCsv(students, filters, window.location.origin, i18n));
    });

  return (
    <button type="button" className="button" disabled={!classSize || busy} onClick={() => void download()}>
      {busy ? t`Preparing class list...` : t`Download class list`}
    </button>
  );
}
