// A test row's menu (spec section 2, My Tests): Delete, after a confirmation.
import { useDeleteAssessmentResult } from "../api/delete-assessment-result";
import { DeleteRowMenu } from "../../../components/delete-row-menu";

export const DELETE_FAILED = "Failed to delete the test. Please try again.";

export function ResultRowMenu({ resultId, name }: { resultId: string; name: string }) {
  const deleteResult = useDeleteAssessmentResult();
  return (
    <DeleteRowMenu
      buttonLabel={`More actions for ${name}'s test`}
      menuLabel="Test actions"
      confirmTitle="Delete this test?"
      confirmDescription={`${name}'s test and its answers will be removed. This cannot be undone.`}
      onDelete={() => deleteResult(resultId)}
      deleted={{ title: "Test deleted" }}
      failedMessage={DELETE_FAILED}
    />
  );
}
