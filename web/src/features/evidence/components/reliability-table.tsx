// Each section's consistency in one assessment: how many results, their mean and spread, KR-20 and the
// standard error of measurement (decision 42 says how they are computed).
import { SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { EvidenceSection } from "@readbright/domain/api/evidence";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { coefficient, count, decimal } from "../../../utils/figures";

const COLUMNS: readonly DataTableColumn<EvidenceSection>[] = [
  { key: "section", header: "Section", title: true, cell: (row) => SECTION_TYPE_LABELS[row.section] },
  { key: "items", header: "Questions", cell: (row) => count(row.items) },
  { key: "n", header: "Results", cell: (row) => count(row.n) },
  { key: "mean", header: "Mean score", cell: (row) => decimal(row.mean) },
  { key: "sd", header: "SD", cell: (row) => decimal(row.sd) },
  { key: "kr20", header: "KR-20", cell: (row) => coefficient(row.kr20) },
  { key: "sem", header: "SEM", cell: (row) => decimal(row.sem) },
];

export function ReliabilityTable({ label, sections }: { label: string; sections: readonly EvidenceSection[] }) {
  return <DataTable label={label} columns={COLUMNS} rows={sections} rowKey={(row) => row.section} />;
}
