// The group-test template download, made in the browser from the shared columns (domain/csv-template.ts).
import { CSV_TEMPLATE_FILE_NAME, csvTemplate } from "@readbright/domain/csv-template";
import { downloadCsv } from "../../../utils/download-csv";

/** Starts a download of the template (a header row) without asking the server. */
export function downloadCsvTemplate(): void {
  downloadCsv(CSV_TEMPLATE_FILE_NAME, csvTemplate());
}

export const isCsvFile = (file: File): boolean => file.name.toLowerCase().endsWith(".csv");
