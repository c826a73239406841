// exportResults (contract: domain/src/api/results-export.ts): the results the
// filters select, as the CSV file the server wrote. Nothing is cached: it is asked for on each click.
import { exportResults as exportResultsEndpoint } from "@readbright/domain/api/results-export";
import type { ResultsExportFilters } from "@readbright/domain/results-csv";
import type { RiskLevel } from "@readbright/domain/enums";
import { call } from "../../../lib/api-call";

/** The filters as the pages hold them: a risk level, or none. */
export type ExportFilters = ResultsExportFilters & { risk?: RiskLevel | "" | undefined };

export function exportResults({ grade, section, risk }: ExportFilters): Promise<Blob> {
  // Blank filters are left out: the address names only what narrows the file.
  const query = { grade: grade || undefined, section: section || undefined, risk: risk || undefined };
  return call(exportResultsEndpoint, { query }, { responseType: "blob" });
}
