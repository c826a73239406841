// How progress over time reads (decision 22): the change of a section in points, the risk
// level's move, the dashboard's count of moves, and when a participant can be screened again. Each takes
// the `i18n` of the caller (useLingui), so it reads in the language in force.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { RISK_LEVEL_LABELS, SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import type { ParticipantFormType } from "@readbright/domain/participant-schemas";
import { riskMove } from "@readbright/domain/progress";
import type { RiskMovement, SectionChange } from "@readbright/domain/progress";
import { translateDomainText } from "../../../lib/i18n/domain-text";
import { formatDay } from "../../../utils/result-labels";
import { peopleText } from "../hooks/use-people-text";

/** On a participant's row once their attempts in the window are used. */
export function againText(i18n: I18n, on: Date): string {
  const day = formatDay(on);
  return i18n._(msg`Can be screened again on ${day}`);
}

/** With one completed screening; with none yet, progressAfterTwo. */
export const progressAfterNext = (i18n: I18n): string => i18n._(msg`Progress over time appears here after the next screening.`);
export const progressAfterTwo = (i18n: I18n): string => i18n._(msg`Progress over time appears here once two screenings are completed.`);

/** "Memory +12 points", "Memory -3 points", "Memory unchanged", or why it cannot be compared. */
export function sectionChangeText(i18n: I18n, { section, points: change }: SectionChange): string {
  const label = translateDomainText(SECTION_TYPE_LABELS[section], i18n.locale);
  if (change === null) return i18n._(msg`${label}: not compared (no marked answers in one of the screenings)`);
  if (change === 0) return i18n._(msg`${label} unchanged`);
  const size = Math.abs(change);
  return change > 0
    ? i18n._(msg`${plural(size, { one: `${label} +# point`, other: `${label} +# points` })}`)
    : i18n._(msg`${plural(size, { one: `${label} -# point`, other: `${label} -# points` })}`);
}

const level = (i18n: I18n, risk: RiskLevel | null): string =>
  risk ? translateDomainText(RISK_LEVEL_LABELS[risk], i18n.locale) : i18n._(msg({ message: "not available", context: "risk level" }));

/** "Risk level: from High to Medium (lower risk)", or "Risk level: stayed Medium". */
export function riskChangeText(i18n: I18n, from: RiskLevel | null, to: RiskLevel | null): string {
  const move = riskMove(from, to);
  const before = level(i18n, from);
  const after = level(i18n, to);
  if (move === "same") return i18n._(msg`Risk level: stayed ${after}`);
  if (move === "higher") return i18n._(msg`Risk level: from ${before} to ${after} (higher risk)`);
  if (move === "lower") return i18n._(msg`Risk level: from ${before} to ${after} (lower risk)`);
  return i18n._(msg`Risk level: from ${before} to ${after}`);
}

/** Who the dashboard counts: students for a school, participants or children for others. */
export interface PeopleNoun {
  one: string;
  many: string;
}

/** Students for a school, children for a parent, participants for everyone else (in the language of `i18n`). */
export function peopleNoun(i18n: I18n, formType: ParticipantFormType, isParent: boolean): PeopleNoun {
  const { one, many } = peopleText(i18n, formType === "school" ? "school" : isParent ? "parent" : undefined);
  return { one, many };
}

/** The dashboard's headline: "3 students moved between risk levels since their last screening". */
export function movementHeadline(i18n: I18n, movement: RiskMovement, noun: PeopleNoun): string {
  const moved = movement.higher + movement.lower;
  const one = noun.one;
  const many = noun.many;
  return i18n._(msg`${plural(moved, {
    one: `# ${one} moved between risk levels since their last screening`,
    other: `# ${many} moved between risk levels since their last screening`,
  })}`);
}

/** "1 to a higher risk, 2 to a lower risk, 4 unchanged". */
export function movementBreakdown(i18n: I18n, movement: RiskMovement): string {
  const { higher, lower, unchanged } = movement;
  return i18n._(msg`${higher} to a higher risk, ${lower} to a lower risk, ${unchanged} unchanged`);
}
