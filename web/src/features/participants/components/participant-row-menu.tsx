// A participant row's menu (Participants page): Edit details, and Delete after a confirmation that says
// what goes with them.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Participant } from "@readbright/domain/participant-schemas";
import { useDeleteParticipant } from "../api/delete-participant";
import { DeleteRowMenu } from "../../../components/delete-row-menu";
import { usePeopleText } from "../hooks/use-people-text";
import { EditParticipantDialog } from "./edit-participant-dialog";

export const DELETE_PARTICIPANT_FAILED = msg`Failed to delete the participant. Please try again.`;

export function ParticipantRowMenu({ participant }: { participant: Participant }) {
  const deleteParticipant = useDeleteParticipant();
  const [editing, setEditing] = useState(false);
  const { say } = usePeopleText();
  const { t, i18n } = useLingui();
  const { name } = participant;
  return (
    <>
      <DeleteRowMenu
        buttonLabel={t`More actions for ${name}`}
        menuLabel={say(t`Participant actions`)}
        otherActions={[{ label: t`Edit details`, onSelect: () => setEditing(true) }]}
        confirmTitle={say(t`Delete this participant?`)}
        confirmDescription={t`${name} will be removed with all their results, answers and recordings. This cannot be undone.`}
        onDelete={() => deleteParticipant(participant.id)}
        deleted={{ title: say(t`Participant deleted`), description: t`${name} and their results were removed.` }}
        failedMessage={say(i18n._(DELETE_PARTICIPANT_FAILED))}
      />
      {editing ? <EditParticipantDialog participant={participant} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
