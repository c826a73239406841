// The group-test template download, made in the browser from the shared columns (domain/csv-template.ts),
// in the language in force: the server reads the English and the Spanish headers alike.
import { CSV_TEMPLATE_FILE_NAME, csvTemplate } from "@readbright/domain/csv-template";
import { isLanguage } from "@readbright/domain/languages";
import { downloadCsv } from "../../../utils/download-csv";

/** Starts a download of the template (a header row) in `locale`'s language, English if it has none, without asking the server. */
export function downloadCsvTemplate(locale: string): void {
  downloadCsv(CSV_TEMPLATE_FILE_NAME, csvTemplate(isLanguage(locale) ? locale : "en"));
}

export const isCsvFile = (file: File): boolean => file.name.toLowerCase().endsWith(".csv");
