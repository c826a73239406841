// 'Download class list' on a school's My Tests: the students the grade and section filters select, with
// their Student IDs, as a CSV file. The class is read when the button is pressed, not with the page.
import { useState } from "react";
import { classListCsv, classListFileName } from "../utils/class-list-csv";
import { downloadCsv } from "../../../utils/download-csv";
import { getClassStudents } from "../api/get-participants";
import { useToast } from "../../../components/toast/toast-context";
import { REQUEST_FAILED, requestMessage } from "../../../utils/request-messages";
import type { SchoolFilters } from "../utils/school-filters";

interface ClassListButtonProps {
  /** How many students the filters select (the server's count); undefined while it is counted. */
  classSize: number | undefined;
  filters: SchoolFilters;
}

export function ClassListButton({ classSize, filters }: ClassListButtonProps) {
  const [busy, setBusy] = useState(false);
  const { showToast } = useToast();

  async function download() {
    setBusy(true);
    try {
      const students = await getClassStudents(filters);
      downloadCsv(classListFileName(filters), classListCsv(students, filters, window.location.origin));
    } catch (error) {
      showToast({ title: "Error", description: requestMessage(error, REQUEST_FAILED.fetchParticipants), tone: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button" disabled={!classSize || busy} onClick={() => void download()}>
      {busy ? "Preparing class list..." : "Download class list"}
    </button>
  );
}
