// An item's name on the Evidence page: its section and its place among the section's scored questions
// ("Memory 3"), as the results view names questions; never the bank's internal id.
import { subtypeLabel } from "@readbright/domain/assessment";
import { SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { EvidenceItem } from "@readbright/domain/api/evidence";

/** Each item's name, in the order the API lists them (the bank's order); `text` shows a domain word in the reader's language (useDomainText). */
export function itemLabels(items: readonly EvidenceItem[], text: (word: string) => string): Map<number, string> {
  const seen = new Map<string, number>();
  const labels = new Map<number, string>();
  for (const item of items) {
    const place = (seen.get(item.section) ?? 0) + 1;
    seen.set(item.section, place);
    labels.set(item.question_id, `${text(SECTION_TYPE_LABELS[item.section])} ${place}`);
  }
  return labels;
}

/** "picture_memory" -> "picture memory". */
export const subtypeName = (subtype: string) => subtype.replace(/_/g, " ");

/**
 * A question's kind in the reader's language: in English its bank name ("picture memory", as the page has always
 * shown it); in another, the domain's label for it in that language ("memoria de imágenes"), lower-cased to sit
 * in brackets after the question's name.
 */
export function subtypeText(subtype: string, locale: string, text: (word: string) => string): string {
  if (locale === "en") return subtypeName(subtype);
  const label = text(subtypeLabel(subtype));
  return label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
}
