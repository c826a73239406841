// The group-test template download, made in the browser from the shared columns (domain/csv-template.ts).
import { CSV_TEMPLATE_FILE_NAME, csvTemplate } from "@readbright/domain/csv-template";

/** Starts a download of the template (a header row) without asking the server. */
export function downloadCsvTemplate(): void {
  const url = URL.createObjectURL(new Blob([csvTemplate()], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = CSV_TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const isCsvFile = (file: File): boolean => file.name.toLowerCase().endsWith(".csv");
