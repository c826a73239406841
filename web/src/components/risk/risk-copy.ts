// What a risk level means and what to do next, in plain language (spec section 2, Results).
import type { RiskLevel } from "@readbright/domain/enums";

/** The spec's words for a test that has not been completed. */
export const INCOMPLETE_RESULT = "Please complete the test to see the result.";

export const NOT_A_DIAGNOSIS =
  "A screening is not a diagnosis. It shows how likely dyslexia is; only a qualified professional can diagnose dyslexia, after a full assessment.";

/** One line per level for the Low / Medium / High legend. */
export const RISK_LEGEND: Record<RiskLevel, string> = {
  low: "Few signs of dyslexia in the answers.",
  medium: "Some signs of dyslexia in one or more areas.",
  high: "Many signs of dyslexia in the answers.",
};

export const RISK_EXPLANATIONS: Record<RiskLevel, string> = {
  low: "Low risk: the answers showed few of the signs of dyslexia this screening looks for. Memory, sounds in words and spatial skills were mostly where we would expect them to be.",
  medium:
    "Medium risk: the answers showed some of the signs of dyslexia this screening looks for. Some areas were harder than others; the section scores show which.",
  high: "High risk: the answers showed many of the signs of dyslexia this screening looks for. It is worth finding out more with a specialist.",
};

export const NEXT_STEPS: Record<RiskLevel, readonly string[]> = {
  low: [
    "No action is needed because of this screening.",
    "Keep reading together or on your own every day, for fun.",
    "If reading or spelling still feels hard, talk to a teacher or a specialist: a low risk does not rule dyslexia out.",
  ],
  medium: [
    "Share this result with a teacher, a special educational needs coordinator or a dyslexia specialist.",
    "Practise the areas with the lowest scores a little and often, with games rather than drills.",
    "Screen again in a few months to see whether things change.",
  ],
  high: [
    "Book a full assessment with a dyslexia specialist or an educational psychologist.",
    "Share this result with the school or college, so support can start while you wait.",
    "Be encouraging: dyslexia has nothing to do with intelligence, and the right support makes a real difference.",
  ],
};
