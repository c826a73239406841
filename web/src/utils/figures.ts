// How the Evidence page writes its figures: coefficients with two decimals (".89", as test manuals do),
// shares as whole percentages, intervals as "74 to 88 %", and a dash where a figure is not shown. Numbers
// are written in the language in force: ",89" and "1.204" in Spanish. (No language parameter: these
// are passed to map(), which would hand them an index.)
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { IntervalResponse } from "@readbright/domain/api/evidence-agreement";

export const NOT_SHOWN = "–";

/** A coefficient: ".89", "−.12", "1.00"; a dash for none. */
export function coefficient(value: number | null | undefined): string {
  if (value === null || value === undefined) return NOT_SHOWN;
  const fixed = i18n.number(Math.abs(value), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const text = fixed.startsWith("0") ? fixed.slice(1) : fixed;
  return value < 0 ? `−${text}` : text;
}

const wholePercent = (share: number) => i18n.number(Math.round(share * 100));

/** A share as a percentage: "82 %"; a dash for none. */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_SHOWN : `${wholePercent(value)} %`;
}

/** A share with its interval: "82 % (74 to 88 %)". */
export function percentWithInterval(value: number | null | undefined, interval: IntervalResponse | null | undefined): string {
  if (value === null || value === undefined) return NOT_SHOWN;
  if (!interval) return percent(value);
  const low = wholePercent(interval.low);
  const high = wholePercent(interval.high);
  return `${percent(value)} (${i18n._(msg`${low} to ${high} %`)})`;
}

/** A coefficient with its interval: ".86 (.80 to .91)". */
export function coefficientWithInterval(value: number | null | undefined, interval: IntervalResponse | null | undefined): string {
  if (value === null || value === undefined) return NOT_SHOWN;
  if (!interval) return coefficient(value);
  const low = coefficient(interval.low);
  const high = coefficient(interval.high);
  return `${coefficient(value)} (${i18n._(msg`${low} to ${high}`)})`;
}

/** A plain number with one decimal ("12.4"), or a whole count ("1,204"). */
export function decimal(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? NOT_SHOWN : i18n.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function count(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_SHOWN : i18n.number(value);
}

/** Milliseconds as seconds: "2.4 s". */
export function seconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? NOT_SHOWN : `${i18n.number(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;
}
