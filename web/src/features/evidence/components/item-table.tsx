// How each question works: how many answered it, how many got it right, how well it separates stronger
// from weaker answerers, how the answers spread over its options (largest first: which option is right
// is never shown, so the page cannot serve as an answer key), how long answers took, and for spoken
// questions how many the machine marked. Questions flagged for review say so.
import type { EvidenceItem } from "@readbright/domain/api/evidence";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { coefficient, count, NOT_SHOWN, percent, seconds } from "../../../utils/figures";
import { subtypeName } from "../utils/item-labels";

export const REVIEW_TEXT = "Review";

function optionSpread(item: EvidenceItem): string {
  if (!item.option_shares || item.option_shares.length === 0) return NOT_SHOWN;
  return item.option_shares.map(percent).join(", ");
}

function columns(labels: ReadonlyMap<number, string>): readonly DataTableColumn<EvidenceItem>[] {
  return [
    { key: "item", header: "Question", title: true, cell: (row) => `${labels.get(row.question_id) ?? ""} (${subtypeName(row.question_subtype)})` },
    { key: "n", header: "Answers", cell: (row) => count(row.n) },
    { key: "p", header: "Right", cell: (row) => percent(row.proportion_correct) },
    { key: "pbis", header: "Point-biserial", cell: (row) => coefficient(row.point_biserial) },
    { key: "options", header: "Answers per option", cell: optionSpread },
    { key: "time", header: "Median time", nowrap: true, cell: (row) => seconds(row.median_response_ms) },
    { key: "machine", header: "Marked by machine", cell: (row) => (row.spoken ? percent(row.machine_marked_share) : NOT_SHOWN) },
    { key: "review", header: "Flagged", cell: (row) => (row.flagged_for_review ? <strong>{REVIEW_TEXT}</strong> : "No") },
  ];
}

export function ItemTable({ label, items, labels }: { label: string; items: readonly EvidenceItem[]; labels: ReadonlyMap<number, string> }) {
  return <DataTable label={label} columns={columns(labels)} rows={items} rowKey={(row) => String(row.question_id)} />;
}
