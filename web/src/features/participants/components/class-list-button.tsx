// 'Download class list' on a school's My Tests: the students the grade and section filters select, with
// their Student IDs, as a CSV file.
import type { Participant } from "@readbright/domain/participant-schemas";
import { classListCsv, classListFileName, classListStudents } from "../utils/class-list-csv";
import { downloadCsv } from "../../../utils/download-csv";
import type { SchoolFilters } from "../utils/school-filters";

interface ClassListButtonProps {
  participants: readonly Participant[] | undefined;
  filters: SchoolFilters;
}

export function ClassListButton({ participants, filters }: ClassListButtonProps) {
  const count = participants ? classListStudents(participants, filters).length : 0;
  return (
    <button
      type="button"
      className="button"
      disabled={count === 0}
      onClick={() => participants && downloadCsv(classListFileName(filters), classListCsv(participants, filters, window.location.origin))}
    >
      Download class list
    </button>
  );
}
