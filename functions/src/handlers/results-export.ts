// GET /api/assessment-results/export/: a CSV file, not JSON (decision 21).
import type { exportResults } from "@readbright/domain/api/results-export";
import { resultsExportFileName } from "@readbright/domain/results-csv";
import type { Handler } from "../http/types";
import { exportResultsFor } from "../services/results/result-export-service";

export const exportResultsHandler: Handler<typeof exportResults> = async ({ user, query }, res) => {
  const csv = await exportResultsFor(user, query);
  // The name is letters, digits, dashes and underscores only (resultsExportFileName), so quoting is enough.
  res
    .status(200)
    .set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${resultsExportFileName(query)}"` })
    .send(csv);
};
