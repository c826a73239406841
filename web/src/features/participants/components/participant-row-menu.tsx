// A participant row's menu (Participants page): Edit details, and Delete after a confirmation that says
// what goes with them.
import { useState } from "react";
import type { Participant } from "@readbright/domain/participant-schemas";
import { useDeleteParticipant } from "../api/delete-participant";
import { DeleteRowMenu } from "../../../components/delete-row-menu";
import { usePeopleWords } from "../../../hooks/use-people-words";
import { EditParticipantDialog } from "./edit-participant-dialog";

export const DELETE_PARTICIPANT_FAILED = "Failed to delete the participant. Please try again.";

export function ParticipantRowMenu({ participant }: { participant: Participant }) {
  const deleteParticipant = useDeleteParticipant();
  const [editing, setEditing] = useState(false);
  const { say } = usePeopleWords();
  const { name } = participant;
  return (
    <>
      <DeleteRowMenu
        buttonLabel={`More actions for ${name}`}
        menuLabel={say("Participant actions")}
        otherActions={[{ label: "Edit details", onSelect: () => setEditing(true) }]}
        confirmTitle={say("Delete this participant?")}
        confirmDescription={`${name} will be removed with all their results, answers and recordings. This cannot be undone.`}
        onDelete={() => deleteParticipant(participant.id)}
        deleted={{ title: say("Participant deleted"), description: `${name} and their results were removed.` }}
        failedMessage={say(DELETE_PARTICIPANT_FAILED)}
      />
      {editing ? <EditParticipantDialog participant={participant} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
