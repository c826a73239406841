// What the evidence route answers for agreement (domain/src/api/evidence-agreement.ts).
import type { AgreementBand, IntervalResponse } from "../evidence-agreement";
import { closed, count, optionalNumber, text } from "./schema";

export const intervalResponse = closed<IntervalResponse>({ low: count, high: count }).nullable().defined();

export const agreementBand = closed<AgreementBand>({
  assessment_id: text,
  band: text,
  n: count,
  agreement: optionalNumber,
  agreement_interval: intervalResponse,
  kappa: optionalNumber,
  machine_correct_n: count,
  precision_of_correct: optionalNumber,
  precision_interval: intervalResponse,
});
