// Each section's consistency in one assessment: how many results, their mean and spread, KR-20 and the
// standard error of measurement (decision 42 says how they are computed).
import { useLingui } from "@lingui/react/macro";
import { SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { EvidenceSection } from "@readbright/domain/api/evidence";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { useFigures } from "../../../utils/figures";

export function ReliabilityTable({ label, sections }: { label: string; sections: readonly EvidenceSection[] }) {
  const { t } = useLingui();
  const text = useDomainText();
  const { coefficient, count, decimal } = useFigures();
  const columns: readonly DataTableColumn<EvidenceSection>[] = [
    { key: "section", header: t({ message: "Section", context: "part of the test" }), title: true, cell: (row) => text(SECTION_TYPE_LABELS[row.section]) },
    { key: "items", header: t`Questions`, cell: (row) => count(row.items) },
    { key: "n", header: t`Results`, cell: (row) => count(row.n) },
    { key: "mean", header: t`Mean score`, cell: (row) => decimal(row.mean) },
    { key: "sd", header: t({ message: "SD", comment: "Standard deviation, abbreviated as a column header" }), cell: (row) => decimal(row.sd) },
    { key: "kr20", header: "KR-20", cell: (row) => coefficient(row.kr20) },
    { key: "sem", header: t({ message: "SEM", comment: "Standard error of measurement, abbreviated as a column header" }), cell: (row) => decimal(row.sem) },
  ];
  return <DataTable label={label} columns={columns} rows={sections} rowKey={(row) => row.section} />;
}
