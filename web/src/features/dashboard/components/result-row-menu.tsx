// A test row's menu (spec section 2, My Tests): Delete, after a confirmation.
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteAssessmentResult } from "../api/delete-assessment-result";
import { RowActionsMenu } from "./row-actions-menu";

export const DELETE_FAILED = "Failed to delete the test. Please try again.";

export function ResultRowMenu({ resultId, name }: { resultId: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const deleteResult = useDeleteAssessmentResult();
  const { showToast } = useToast();

  async function handleDelete() {
    try {
      await deleteResult(resultId);
      setConfirming(false);
      showToast({ title: "Test deleted", tone: "success" });
    } catch {
      showToast({ title: "Error", description: DELETE_FAILED, tone: "error" });
    }
  }

  return (
    <>
      <RowActionsMenu
        buttonLabel={`More actions for ${name}'s test`}
        menuLabel="Test actions"
        actions={[{ label: "Delete", onSelect: () => setConfirming(true) }]}
      />
      {confirming ? (
        <ConfirmDialog
          title="Delete this test?"
          description={`${name}'s test and its answers will be removed. This cannot be undone.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          onConfirm={handleDelete}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
