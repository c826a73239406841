// A test row's menu (spec section 2, My Tests): Delete, after a confirmation.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useDeleteAssessmentResult } from "../api/delete-assessment-result";
import { DeleteRowMenu } from "../../../components/delete-row-menu";

export const DELETE_FAILED = msg`Failed to delete the test. Please try again.`;

export function ResultRowMenu({ resultId, name }: { resultId: string; name: string }) {
  const deleteResult = useDeleteAssessmentResult();
  const { t, i18n } = useLingui();
  return (
    <DeleteRowMenu
      buttonLabel={t`More actions for ${name}'s test`}
      menuLabel={t`Test actions`}
      confirmTitle={t`Delete this test?`}
      confirmDescription={t`${name}'s test and its answers will be removed. This cannot be undone.`}
      onDelete={() => deleteResult(resultId)}
      deleted={{ title: t`Test deleted` }}
      failedMessage={i18n._(DELETE_FAILED)}
    />
  );
}
