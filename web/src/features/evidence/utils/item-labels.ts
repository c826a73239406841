// An item's name on the Evidence page: its section and its place among the section's scored questions
// ("Memory 3"), as the results view names questions; never the bank's internal id.
import { SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { EvidenceItem } from "@readbright/domain/api/evidence";

/** Each item's name, in the order the API lists them (the bank's order). */
export function itemLabels(items: readonly EvidenceItem[]): Map<number, string> {
  const seen = new Map<string, number>();
  const labels = new Map<number, string>();
  for (const item of items) {
    const place = (seen.get(item.section) ?? 0) + 1;
    seen.set(item.section, place);
    labels.set(item.question_id, `${SECTION_TYPE_LABELS[item.section]} ${place}`);
  }
  return labels;
}

/** "picture_memory" -> "picture memory". */
export const subtypeName = (subtype: string) => subtype.replace(/_/g, " ");
