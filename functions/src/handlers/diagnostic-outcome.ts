import type { deleteDiagnosticOutcome, getDiagnosticOutcome, recordDiagnosticOutcome } from "@readbright/domain/api/diagnostic-outcome";
import type { Handler } from "../http/types";
import { deleteDiagnosticOutcomeFor, getDiagnosticOutcomeFor, recordDiagnosticOutcomeFor } from "../services/participants/diagnostic-outcome-service";

/** GET /api/participants/{id}/diagnostic-outcome/ */
export const getDiagnosticOutcomeHandler: Handler<typeof getDiagnosticOutcome> = async ({ user, params }, res) => {
  res.set("Cache-Control", "private, no-store").send(await getDiagnosticOutcomeFor(user, params.id));
};

/** POST /api/participants/{id}/diagnostic-outcome/: the outcome as recorded. */
export const recordDiagnosticOutcomeHandler: Handler<typeof recordDiagnosticOutcome> = async ({ user, params, body }, res) => {
  res.send(await recordDiagnosticOutcomeFor(user, params.id, body));
};

/** DELETE /api/participants/{id}/diagnostic-outcome/: 204. */
export const deleteDiagnosticOutcomeHandler: Handler<typeof deleteDiagnosticOutcome> = async ({ user, params }, res) => {
  await deleteDiagnosticOutcomeFor(user, params.id);
  res.noContent();
};
