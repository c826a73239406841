// How the Evidence page writes its figures: coefficients with two decimals (".89", as test manuals do),
// shares as whole percentages, intervals as "74 to 88 %", and a dash where a figure is not shown.
import type { IntervalResponse } from "@readbright/domain/api/evidence-agreement";

export const NOT_SHOWN = "–";

/** A coefficient: ".89", "−.12", "1.00"; a dash for none. */
export function coefficient(value: number | null | undefined): string {
  if (value === null || value === undefined) return NOT_SHOWN;
  const fixed = Math.abs(value).toFixed(2);
  const text = fixed.startsWith("0") ? fixed.slice(1) : fixed;
  return value < 0 ? `−${text}` : text;
}

/** A share as a percentage: "82 %"; a dash for none. */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_SHOWN : `${Math.round(value * 100)} %`;
}

/** A share with its interval: "82 % (74 to 88 %)". */
export function percentWithInterval(value: number | null | undefined, interval: IntervalResponse | null | undefined): string {
  if (value === null || value === undefined) return NOT_SHOWN;
  if (!interval) return percent(value);
  return `${percent(value)} (${Math.round(interval.low * 100)} to ${Math.round(interval.high * 100)} %)`;
}

/** A coefficient with its interval: ".86 (.80 to .91)". */
export function coefficientWithInterval(value: number | null | undefined, interval: IntervalResponse | null | undefined): string {
  if (value === null || value === undefined) return NOT_SHOWN;
  return interval ? `${coefficient(value)} (${coefficient(interval.low)} to ${coefficient(interval.high)})` : coefficient(value);
}

/** A plain number with one decimal ("12.4"), or a whole count ("1,204"). */
export function decimal(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? NOT_SHOWN : value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function count(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_SHOWN : value.toLocaleString("en-US");
}

/** Milliseconds as seconds: "2.4 s". */
export function seconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? NOT_SHOWN : `${(ms / 1000).toFixed(1)} s`;
}
