// How progress over time reads (decision 22): the change of a section in points, the risk
// level's move, the dashboard's count of moves, and when a participant can be screened again.
import { RISK_LEVEL_LABELS, SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import type { ParticipantFormType } from "@readbright/domain/participant-schemas";
import { riskMove } from "@readbright/domain/progress";
import type { RiskMovement, SectionChange } from "@readbright/domain/progress";
import { formatDay } from "../../../utils/result-labels";

/** On a participant's row once their attempts in the window are used. */
export const againText = (on: Date): string => `Can be screened again on ${formatDay(on)}`;

/** With one completed screening; with none yet, PROGRESS_AFTER_TWO. */
export const PROGRESS_AFTER_NEXT = "Progress over time appears here after the next screening.";
export const PROGRESS_AFTER_TWO = "Progress over time appears here once two screenings are completed.";

const points = (n: number): string => `${Math.abs(n)} ${Math.abs(n) === 1 ? "point" : "points"}`;

/** "Memory +12 points", "Memory -3 points", "Memory unchanged", or why it cannot be compared. */
export function sectionChangeText({ section, points: change }: SectionChange): string {
  const label = SECTION_TYPE_LABELS[section];
  if (change === null) return `${label}: not compared (no marked answers in one of the screenings)`;
  if (change === 0) return `${label} unchanged`;
  return `${label} ${change > 0 ? "+" : "-"}${points(change)}`;
}

const level = (risk: RiskLevel | null): string => (risk ? RISK_LEVEL_LABELS[risk] : "not available");

/** "Risk level: from High to Medium (lower risk)", or "Risk level: stayed Medium". */
export function riskChangeText(from: RiskLevel | null, to: RiskLevel | null): string {
  const move = riskMove(from, to);
  if (move === "same") return `Risk level: stayed ${level(to)}`;
  return `Risk level: from ${level(from)} to ${level(to)}${move ? ` (${move} risk)` : ""}`;
}

/** Who the dashboard counts: students for a school, participants or children for others. */
export interface PeopleNoun {
  one: string;
  many: string;
}

/** Students for a school, children for a parent, participants for everyone else. */
export function peopleNoun(formType: ParticipantFormType, isParent: boolean): PeopleNoun {
  if (formType === "school") return { one: "student", many: "students" };
  return isParent ? { one: "child", many: "children" } : { one: "participant", many: "participants" };
}

/** The dashboard's headline: "3 students moved between risk levels since their last screening". */
export function movementHeadline(movement: RiskMovement, noun: PeopleNoun): string {
  const moved = movement.higher + movement.lower;
  return `${moved} ${moved === 1 ? noun.one : noun.many} moved between risk levels since their last screening`;
}

/** "1 to a higher risk, 2 to a lower risk, 4 unchanged". */
export function movementBreakdown(movement: RiskMovement): string {
  return `${movement.higher} to a higher risk, ${movement.lower} to a lower risk, ${movement.unchanged} unchanged`;
}
