// 'Start' or 'Continue' for a test that can be taken now (not started, in progress): its start page.
// Nothing for a completed or abandoned test.
import { useLingui } from "@lingui/react/macro";
import { AppLink } from "./app-link";
import { paths } from "../config/paths";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";

interface OpenTestLinkProps {
  result: Pick<ResultListItem, "id" | "status">;
  /** Whose test, for the link's accessible name ("Continue Mia Stone's test"). */
  name: string;
  primary?: boolean;
}

export function OpenTestLink({ result, name, primary = false }: OpenTestLinkProps) {
  const { t } = useLingui();
  const action = openTestAction(result.status);
  if (!action) return null;
  return (
    <AppLink
      to={paths.startAssessment.href(result.id)}
      carryQuery={false}
      className={primary ? "button button--primary" : "button"}
      aria-label={action === "Start" ? t`Start ${name}'s test` : t`Continue ${name}'s test`}
    >
      {action === "Start" ? t`Start` : t`Continue`}
    </AppLink>
  );
}

/** A test that can be taken now: its row offers Start or Continue. */
export function openTestAction(status: ResultListItem["status"]): "Start" | "Continue" | null {
  if (status === "not_started") return "Start";
  if (status === "in_progress") return "Continue";
  return null;
}
