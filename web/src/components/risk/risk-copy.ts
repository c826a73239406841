// What a risk level means and what to do next, in plain language (spec section 2, Results).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RiskLevel } from "@readbright/domain/enums";

/** The spec's words for a test that has not been completed. */
export const INCOMPLETE_RESULT = msg`Please complete the test to see the result.`;

export const NOT_A_DIAGNOSIS = msg`A screening is not a diagnosis. It shows how likely dyslexia is; only a qualified professional can diagnose dyslexia, after a full assessment.`;

/** A level with the word risk, where no heading says what the level is about. */
export const RISK_WITH_WORD: Record<RiskLevel, MessageDescriptor> = {
  low: msg`Low risk`,
  medium: msg`Medium risk`,
  high: msg`High risk`,
};

/** One line per level for the Low / Medium / High legend. */
export const RISK_LEGEND: Record<RiskLevel, MessageDescriptor> = {
  low: msg`Few signs of dyslexia in the answers.`,
  medium: msg`Some signs of dyslexia in one or more areas.`,
  high: msg`Many signs of dyslexia in the answers.`,
};

export const RISK_EXPLANATIONS: Record<RiskLevel, MessageDescriptor> = {
  low: msg`Low risk: the answers showed few of the signs of dyslexia this screening looks for. Memory, sounds in words and spatial skills were mostly where we would expect them to be.`,
  medium: msg`Medium risk: the answers showed some of the signs of dyslexia this screening looks for. Some areas were harder than others; the section scores show which.`,
  high: msg`High risk: the answers showed many of the signs of dyslexia this screening looks for. It is worth finding out more with a specialist.`,
};

export const NEXT_STEPS: Record<RiskLevel, readonly MessageDescriptor[]> = {
  low: [
    msg`No action is needed because of this screening.`,
    msg`Keep reading together or on your own every day, for fun.`,
    msg`If reading or spelling still feels hard, talk to a teacher or a specialist: a low risk does not rule dyslexia out.`,
  ],
  medium: [
    msg`Share this result with a teacher, a special educational needs coordinator or a dyslexia specialist.`,
    msg`Practise the areas with the lowest scores a little and often, with games rather than drills.`,
    msg`Screen again in a few months to see whether things change.`,
  ],
  high: [
    msg`Book a full assessment with a dyslexia specialist or an educational psychologist.`,
    msg`Share this result with the school or college, so support can start while you wait.`,
    msg`Be encouraging: dyslexia has nothing to do with intelligence, and the right support makes a real difference.`,
  ],
};
