// GET /api/assessment-results/export/ (contract: domain/src/api/results-export.ts): the results the
// filters select, as the CSV file the server wrote. Nothing is cached: it is asked for on each click.
import { exportResults as exportResultsEndpoint } from "@readbright/domain/api/results-export";
import type { ResultsExportFilters } from "@readbright/domain/results-csv";
import { apiClient } from "../../../lib/api-client";

export function exportResults({ grade, section, risk }: ResultsExportFilters): Promise<Blob> {
  // Blank filters are left out: the address names only what narrows the file.
  const query = { grade: grade || undefined, section: section || undefined, risk: risk || undefined };
  return apiClient.get<Blob>(exportResultsEndpoint.href(undefined, query), { responseType: "blob", requireSignIn: true });
}
