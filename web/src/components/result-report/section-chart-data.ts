// One bar per section for the results chart: the share of marked answers that were right, in the language
// in force (or `i18n`'s).
import { i18n as inForce } from "@lingui/core";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SECTION_TYPE_LABELS, SECTION_TYPES } from "@readbright/domain/enums";
import type { SectionType } from "@readbright/domain/enums";
import type { SectionScoreResponse } from "@readbright/domain/api/assessment-results";
import { translateDomainText } from "../../lib/i18n/domain-text";

export interface SectionBar {
  section: SectionType;
  label: string;
  /** Whole percent of the marked answers that were right; 0 when nothing was marked. */
  percent: number;
  correct: number;
  total: number;
  pending: number;
}

/** The chart's scale is 0 to 100 % with this many grid lines by default: 0, 10, ..., 100. */
export const DEFAULT_GRID_LINES = 11;

export function gridValues(lines: number = DEFAULT_GRID_LINES, max = 100): number[] {
  const steps = Math.max(1, lines - 1);
  return Array.from({ length: steps + 1 }, (_, i) => Math.round(((max * i) / steps) * 100) / 100);
}

export function sectionBars(scores: Partial<Record<SectionType, SectionScoreResponse>> | null, i18n: I18n = inForce): SectionBar[] {
  return SECTION_TYPES.map((section) => {
    const score = scores?.[section];
    const correct = score?.correct ?? 0;
    const total = score?.total ?? 0;
    return {
      section,
      label: translateDomainText(SECTION_TYPE_LABELS[section], i18n.locale),
      percent: total > 0 ? Math.round((100 * correct) / total) : 0,
      correct,
      total,
      pending: score?.pending ?? 0,
    };
  });
}

/** How a bar reads aloud and in the table beside the chart. */
export function barSummary({ correct, total, percent, pending }: SectionBar, i18n: I18n = inForce): string {
  const base = total > 0 ? i18n._(msg`${correct} of ${total} right (${percent}%)`) : i18n._(msg`No marked answers`);
  return pending > 0 ? i18n._(msg`${base}, ${pending} waiting for review`) : base;
}
