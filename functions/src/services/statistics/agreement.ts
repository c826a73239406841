// Agreement between the machine's marks and people's, per assessment (decision 44): a 2 x 2 count of
// blind checks, (machine, person) = (correct, correct), (correct, wrong), (wrong, correct), (wrong,
// wrong), kept in the sharded counters and changed in the review's own transaction. A re-review takes
// the earlier pair back and adds the new one. The counts hold no id: they describe the machine.
import type { AgreementBand } from "@readbright/domain/api/evidence-agreement";
import { MIN_CELL } from "@readbright/domain/api/evidence-agreement";
import { cohensKappa, observedAgreement } from "@readbright/domain/statistics/kappa";
import type { TwoByTwo } from "@readbright/domain/statistics/kappa";
import { wilsonInterval } from "@readbright/domain/statistics/wilson";
import type { JoinedWrite } from "../../core/transaction-step";
import { ASSESSMENT_BANK } from "../../content/bank";
import { readCounts, recount } from "./counters";
import type { Contribution } from "./counters";

export const agreementScope = (assessmentId: string) => `agreement:${assessmentId}`;

export interface MarkPair {
  machine: boolean;
  person: boolean;
}

const cell = (pair: MarkPair) => `m${pair.machine ? "c" : "w"}.p${pair.person ? "c" : "w"}`;

export const pairContribution = (pair: MarkPair | null): Contribution | null => (pair ? { [cell(pair)]: 1 } : null);

/** The change from one pair to another (either null: none), as one write or none. */
export function agreementContribution(assessmentId: string, seed: string, before: MarkPair | null, after: MarkPair | null): JoinedWrite | null {
  return recount(agreementScope(assessmentId), seed, pairContribution(before), pairContribution(after));
}

/** The 2 x 2 table from the counts: "yes" is a mark of correct; rater A the machine, B the person. */
export function agreementTable(counts: Readonly<Record<string, number>>): TwoByTwo {
  return { yesYes: counts["mc.pc"] ?? 0, yesNo: counts["mc.pw"] ?? 0, noYes: counts["mw.pc"] ?? 0, noNo: counts["mw.pw"] ?? 0 };
}

/** One assessment's figures; below MIN_CELL pairs, only n. */
export function agreementBand(assessmentId: string, band: string, table: TwoByTwo): AgreementBand {
  const n = table.yesYes + table.yesNo + table.noYes + table.noNo;
  const machineCorrect = table.yesYes + table.yesNo;
  const shown = n >= MIN_CELL;
  const agreement = shown ? observedAgreement(table) : null;
  const precise = shown && machineCorrect > 0;
  return {
    assessment_id: assessmentId,
    band,
    n,
    agreement,
    agreement_interval: shown ? wilsonInterval(table.yesYes + table.noNo, n) : null,
    kappa: shown ? cohensKappa(table) : null,
    machine_correct_n: machineCorrect,
    precision_of_correct: precise ? table.yesYes / machineCorrect : null,
    precision_interval: precise ? wilsonInterval(table.yesYes, machineCorrect) : null,
  };
}

/** Every assessment's agreement figures: ten shard reads per assessment, however many reviews there were. */
export function agreementFigures(): Promise<AgreementBand[]> {
  return Promise.all(ASSESSMENT_BANK.map(async (assessment) => agreementBand(assessment.id, assessment.band, agreementTable(await readCounts(agreementScope(assessment.id))))));
}
