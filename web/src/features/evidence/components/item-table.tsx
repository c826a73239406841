// How each question works: how many answered it, how many got it right, how well it separates stronger
// from weaker answerers, how the answers spread over its options (largest first: which option is right
// is never shown, so the page cannot serve as an answer key), how long answers took, and for spoken
// questions how many the machine marked. Questions flagged for review say so.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { EvidenceItem } from "@readbright/domain/api/evidence";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { NOT_SHOWN, useFigures } from "../../../utils/figures";
import { subtypeText } from "../utils/item-labels";

export const REVIEW_TEXT = msg({ message: "Review", context: "evidence question flagged", comment: "In the Flagged column: this question is flagged for review" });

export function ItemTable({ label, items, labels }: { label: string; items: readonly EvidenceItem[]; labels: ReadonlyMap<number, string> }) {
  const { i18n, t } = useLingui();
  const text = useDomainText();
  const { coefficient, count, percent, seconds } = useFigures();
  const optionSpread = (item: EvidenceItem): string => {
    if (!item.option_shares || item.option_shares.length === 0) return NOT_SHOWN;
    return item.option_shares.map(percent).join(", ");
  };
  const columns: readonly DataTableColumn<EvidenceItem>[] = [
    {
      key: "item",
      header: t`Question`,
      title: true,
      cell: (row) => {
        const name = labels.get(row.question_id) ?? "";
        const kind = subtypeText(row.question_subtype, i18n.locale, text);
        return t`${name} (${kind})`;
      },
    },
    { key: "n", header: t`Answers`, cell: (row) => count(row.n) },
    { key: "p", header: t({ message: "Right", context: "evidence share right", comment: "Column: the share of answers that were right" }), cell: (row) => percent(row.proportion_correct) },
    { key: "pbis", header: t`Point-biserial`, cell: (row) => coefficient(row.point_biserial) },
    { key: "options", header: t`Answers per option`, cell: optionSpread },
    { key: "time", header: t`Median time`, nowrap: true, cell: (row) => seconds(row.median_response_ms) },
    { key: "machine", header: t`Marked by machine`, cell: (row) => (row.spoken ? percent(row.machine_marked_share) : NOT_SHOWN) },
    {
      key: "review",
      header: t({ message: "Flagged", context: "evidence question flagged", comment: "Column: whether the question is flagged for review" }),
      cell: (row) => (row.flagged_for_review ? <strong>{i18n._(REVIEW_TEXT)}</strong> : t({ message: "No", context: "evidence question flagged", comment: "In the Flagged column: not flagged" })),
    },
  ];
  return <DataTable label={label} columns={columns} rows={items} rowKey={(row) => String(row.question_id)} />;
}
