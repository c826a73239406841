// Participants with a 'Start Test' action and a row menu (Delete) each (spec section 2, Participants page).
import type { Participant } from "@readbright/domain/participant-schemas";
import { genderLabel, NOT_AVAILABLE, orNotAvailable } from "../../../utils/display";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { usePeopleWords } from "../../../hooks/use-people-words";
import { ParticipantRowMenu } from "./participant-row-menu";

/** The spec's empty message, said in the account's words ("No students found"). */
export const NO_PARTICIPANTS = "No participants found";

interface ParticipantsTableProps {
  participants: readonly Participant[] | undefined;
  loading: boolean;
  onStartTest: (participant: Participant) => void;
  /** The participant whose test is being started, if any. */
  startingId: string | null;
}

export function ParticipantsTable({ participants, loading, onStartTest, startingId }: ParticipantsTableProps) {
  const words = usePeopleWords();
  const columns: DataTableColumn<Participant>[] = [
    { key: "name", header: "Name", cell: (p) => p.name, title: true },
    { key: "gender", header: "Gender", cell: (p) => genderLabel(p.gender) },
    { key: "age", header: "Age", cell: (p) => p.age ?? NOT_AVAILABLE },
    { key: "grade", header: "Grade", cell: (p) => orNotAvailable(p.grade) },
    { key: "section", header: "Section", cell: (p) => orNotAvailable(p.section) },
    {
      key: "actions",
      header: "Actions",
      action: true,
      cell: (p) => (
        <button type="button" className="button" disabled={startingId !== null} onClick={() => onStartTest(p)}>
          {startingId === p.id ? "Starting..." : "Start Test"}
        </button>
      ),
    },
    {
      key: "menu",
      header: "More actions",
      action: true,
      cell: (p) => <ParticipantRowMenu participant={p} />,
    },
  ];
  return (
    <DataTable label={words.say("Participants")} columns={columns} rows={participants} rowKey={(p) => p.id} loading={loading} emptyMessage={words.say(NO_PARTICIPANTS)} />
  );
}
