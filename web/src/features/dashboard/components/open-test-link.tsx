// 'Start' or 'Continue' for a test that can be taken now (not started, in progress): its start page.
// Nothing for a completed or abandoned test.
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { openTestAction } from "../utils/my-tests-rows";

interface OpenTestLinkProps {
  result: Pick<ResultListItem, "id" | "status">;
  /** Whose test, for the link's accessible name ("Continue Mia Stone's test"). */
  name: string;
  primary?: boolean;
}

export function OpenTestLink({ result, name, primary = false }: OpenTestLinkProps) {
  const action = openTestAction(result.status);
  if (!action) return null;
  return (
    <AppLink
      to={paths.startAssessment.href(result.id)}
      carryQuery={false}
      className={primary ? "button button--primary" : "button"}
      aria-label={`${action} ${name}'s test`}
    >
      {action}
    </AppLink>
  );
}
