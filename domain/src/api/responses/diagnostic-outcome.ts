// What the diagnostic-outcome routes answer (domain/src/api/diagnostic-outcome.ts).
import { DIAGNOSTIC_OUTCOMES } from "../diagnostic-outcome";
import type { ComparedScreening, DiagnosticOutcomeResponse, DiagnosticOutcomeState } from "../diagnostic-outcome";
import { RISK_LEVELS } from "../../enums";
import { closed, oneOf, text } from "./schema";

const compared = closed<ComparedScreening>({ result_id: text, completed_at: text, risk_level: oneOf(RISK_LEVELS).nullable() }).nullable().defined();

const outcome = closed<DiagnosticOutcomeResponse>({
  participant_id: text,
  outcome: oneOf(DIAGNOSTIC_OUTCOMES),
  assessed_on: text,
  instrument: text,
  recorded_at: text,
  compared_with: compared,
}).nullable().defined();

export const diagnosticOutcomeStateResponse = closed<DiagnosticOutcomeState>({ diagnostic_outcome: outcome });
