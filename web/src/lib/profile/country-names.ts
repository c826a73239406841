// The country list for profile info and school registration: every ISO 3166-1 region named by the
// browser's own data (Intl.DisplayNames) in the language on screen ("Mexico" in English, "México" in
// Spanish), sorted as that language sorts. The field keeps what is chosen or typed, as it always has.
import { REGION_CODES } from "./region-codes";

const cached = new Map<string, readonly string[]>();

export function countryNames(locale = "en"): readonly string[] {
  const known = cached.get(locale);
  if (known) return known;
  const displayNames = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  const names = REGION_CODES.map((code) => displayNames.of(code) ?? code).sort(collator.compare);
  cached.set(locale, names);
  return names;
}

/** Lower case without accents, so "cote" finds "Côte d’Ivoire" and "aland" finds "Åland Islands". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[’']/g, "'")
    .toLowerCase()
    .trim();
}

/**
 * Options whose name contains the query: names that start with it first, then names with a word that starts
 * with it, then the rest, each group in list order. So "un" offers United Kingdom before Brunei.
 */
export function filterOptions(options: readonly string[], query: string): readonly string[] {
  const folded = foldForSearch(query);
  if (!folded) return options;
  const groups: [string[], string[], string[]] = [[], [], []];
  for (const option of options) {
    const name = foldForSearch(option);
    const at = name.indexOf(folded);
    if (at < 0) continue;
    groups[at === 0 ? 0 : /[\s(-]/.test(name.charAt(at - 1)) ? 1 : 2].push(option);
  }
  return groups.flat();
}
