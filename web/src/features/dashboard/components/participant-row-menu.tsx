// A participant row's menu (Participants page): Delete, after a confirmation that says what goes with them.
import { useState } from "react";
import type { Participant } from "@readbright/domain/participant-schemas";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteParticipant } from "../api/delete-participant";
import { RowActionsMenu } from "./row-actions-menu";
// The menu's look (.user-menu) lives with the dashboard layout, which the Participants page is not inside.
import "./dashboard.css";

export const DELETE_PARTICIPANT_FAILED = "Failed to delete the participant. Please try again.";

export function ParticipantRowMenu({ participant }: { participant: Pick<Participant, "id" | "name"> }) {
  const [confirming, setConfirming] = useState(false);
  const deleteParticipant = useDeleteParticipant();
  const { showToast } = useToast();
  const { name } = participant;

  async function handleDelete() {
    try {
      await deleteParticipant(participant.id);
      setConfirming(false);
      showToast({ title: "Participant deleted", description: `${name} and their results were removed.`, tone: "success" });
    } catch {
      showToast({ title: "Error", description: DELETE_PARTICIPANT_FAILED, tone: "error" });
    }
  }

  return (
    <>
      <RowActionsMenu
        buttonLabel={`More actions for ${name}`}
        menuLabel="Participant actions"
        actions={[{ label: "Delete", onSelect: () => setConfirming(true) }]}
      />
      {confirming ? (
        <ConfirmDialog
          title="Delete this participant?"
          description={`${name} will be removed with all their results, answers and recordings. This cannot be undone.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          onConfirm={handleDelete}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
