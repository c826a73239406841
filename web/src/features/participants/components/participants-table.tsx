// Participants with a 'Start Test' action and a row menu (Delete) each (spec section 2, Participants page).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Participant } from "@readbright/domain/participant-schemas";
import { genderLabel, NOT_AVAILABLE_MESSAGE, orNotAvailable } from "../../../utils/display";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { usePeopleText } from "../hooks/use-people-text";
import { ParticipantRowMenu } from "./participant-row-menu";

/** The spec's empty message, said in the account's words ("No students found"). */
export const NO_PARTICIPANTS = msg`No participants found`;

interface ParticipantsTableProps {
  participants: readonly Participant[] | undefined;
  loading: boolean;
  onStartTest: (participant: Participant) => void;
  /** The participant whose test is being started, if any. */
  startingId: string | null;
}

export function ParticipantsTable({ participants, loading, onStartTest, startingId }: ParticipantsTableProps) {
  const words = usePeopleText();
  const { t, i18n } = useLingui();
  const dt = useDomainText();
  const columns: DataTableColumn<Participant>[] = [
    { key: "name", header: t`Name`, cell: (p) => p.name, title: true },
    { key: "gender", header: t`Gender`, cell: (p) => dt(genderLabel(p.gender)) },
    { key: "age", header: t`Age`, cell: (p) => p.age ?? t(NOT_AVAILABLE_MESSAGE) },
    { key: "grade", header: t`Grade`, cell: (p) => orNotAvailable(p.grade) },
    { key: "section", header: t`Section`, cell: (p) => orNotAvailable(p.section) },
    {
      key: "actions",
      header: t`Actions`,
      action: true,
      cell: (p) => (
        <button type="button" className="button" disabled={startingId !== null} onClick={() => onStartTest(p)}>
          {startingId === p.id ? t`Starting...` : t`Start Test`}
        </button>
      ),
    },
    {
      key: "menu",
      header: t`More actions`,
      action: true,
      cell: (p) => <ParticipantRowMenu participant={p} />,
    },
  ];
  return (
    <DataTable label={words.say(t`Participants`)} columns={columns} rows={participants} rowKey={(p) => p.id} loading={loading} emptyMessage={words.say(i18n._(NO_PARTICIPANTS))} />
  );
}
