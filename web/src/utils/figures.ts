// How figures are written (the Evidence page, a dashboard's own figures), in the reader's language:
// coefficients with two decimals (".89", as test manuals do), shares as whole percentages, intervals as
// "74 to 88 %", and a dash where a figure is not shown. Numbers go through Lingui's i18n.number, so Spanish
// has its own decimal and thousands separators (",89", "1.204").
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { IntervalResponse } from "@readbright/domain/api/evidence-agreement";

export const NOT_SHOWN = "–";

type Figure = number | null | undefined;

export interface Figures {
  /** A coefficient: ".89", "−.12", "1.00"; a dash for none. */
  coefficient(value: Figure): string;
  /** A share as a percentage: "82 %"; a dash for none. */
  percent(value: Figure): string;
  /** A share with its interval: "82 % (74 to 88 %)". */
  percentWithInterval(value: Figure, interval: IntervalResponse | null | undefined): string;
  /** A coefficient with its interval: ".86 (.80 to .91)". */
  coefficientWithInterval(value: Figure, interval: IntervalResponse | null | undefined): string;
  /** A plain number with one decimal ("12.4"). */
  decimal(value: Figure, digits?: number): string;
  /** A whole count ("1,204"). */
  count(value: Figure): string;
  /** Milliseconds as seconds: "2.4 s". */
  seconds(ms: Figure): string;
}

const none = (value: Figure): value is null | undefined => value === null || value === undefined;

export function figures(i18n: I18n): Figures {
  const fixed = (value: number, digits: number) => i18n.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const wholePercent = (value: number) => i18n.number(Math.round(value * 100));

  function coefficient(value: Figure): string {
    if (none(value)) return NOT_SHOWN;
    const text = fixed(Math.abs(value), 2).replace(/^0(?=\D)/, "");
    return value < 0 ? `−${text}` : text;
  }
  function percent(value: Figure): string {
    return none(value) ? NOT_SHOWN : `${wholePercent(value)} %`;
  }
  return {
    coefficient,
    percent,
    percentWithInterval(value, interval) {
      if (none(value)) return NOT_SHOWN;
      if (!interval) return percent(value);
      const share = percent(value);
      const low = wholePercent(interval.low);
      const high = wholePercent(interval.high);
      return i18n._(msg`${share} (${low} to ${high} %)`);
    },
    coefficientWithInterval(value, interval) {
      if (none(value)) return NOT_SHOWN;
      if (!interval) return coefficient(value);
      const figure = coefficient(value);
      const low = coefficient(interval.low);
      const high = coefficient(interval.high);
      return i18n._(msg`${figure} (${low} to ${high})`);
    },
    decimal: (value, digits = 1) => (none(value) ? NOT_SHOWN : fixed(value, digits)),
    count: (value) => (none(value) ? NOT_SHOWN : i18n.number(value)),
    seconds: (ms) => (none(ms) ? NOT_SHOWN : `${fixed(ms / 1000, 1)} s`),
  };
}

/** The figures' format in the language in force, re-rendering the caller when it changes. */
export function useFigures(): Figures {
  const { i18n } = useLingui();
  return figures(i18n);
}
