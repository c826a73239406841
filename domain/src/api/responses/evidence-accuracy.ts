// What the evidence route answers for screening accuracy (domain/src/api/evidence-accuracy.ts).
import type { AccuracyBand, ProportionResponse, ScreenFigures } from "../evidence-accuracy";
import { intervalResponse } from "./evidence-agreement";
import { closed, count, optionalNumber, text } from "./schema";

const proportion = closed<ProportionResponse>({ value: optionalNumber, interval: intervalResponse, n: count });

const screenFigures = closed<ScreenFigures>({ sensitivity: proportion, specificity: proportion, ppv: proportion, npv: proportion }).nullable().defined();

export const accuracyBand = closed<AccuracyBand>({
  assessment_id: text,
  band: text,
  outcomes: count,
  identified: count,
  not_identified: count,
  inconclusive: count,
  high: screenFigures,
  high_or_medium: screenFigures,
  auc: optionalNumber,
  auc_interval: intervalResponse,
});
