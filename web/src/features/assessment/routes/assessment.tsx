// /assessment/{id}: no navigation bar (BareLayout). Back to the start page when there is no result, it
// cannot be read (nor found on this device without the network), or it is no longer open; the start page says why.
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { LoadingPage } from "../../../components/loading-page";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { useOfflineReadiness } from "../hooks/use-offline-readiness";
import { usePlayerResult } from "../hooks/use-player-result";
import { useTestLanguage } from "../hooks/use-test-language";
import { AssessmentPlayer } from "../components/assessment-player";
import "../components/player.css";

export function AssessmentPage() {
  const { assessmentResultId } = useParams();
  const { data, error, isValidating } = usePlayerResult(assessmentResultId);
  const result = data?.result;
  const navigate = useAppNavigate();
  const { t } = useLingui();
  const open = result ? result.status === "not_started" || result.status === "in_progress" : true;
  // While the first cards are read: the pictures and read-aloud clips onto the device (offline/prepare-test.ts).
  const readiness = useOfflineReadiness(result, open);
  // In the test's language before the first card shows.
  const inTestLanguage = useTestLanguage(result);

  useEffect(() => {
    if (!assessmentResultId) void navigate(paths.home.href(), { carryQuery: false, replace: true });
    else if (error || !open) void navigate(paths.startAssessment.href(assessmentResultId), { carryQuery: false, replace: true });
  }, [assessmentResultId, error, open, navigate]);

  // The player starts from a fresh read, never a cached one (the only read is on mount: no refetch on
  // focus or reconnect), then keeps its own state.
  if (!result || isValidating || !open || error || !inTestLanguage) return <LoadingPage label={t`Getting your test ready...`} />;
  return <AssessmentPlayer result={result} answeredOnDevice={data?.answeredOnDevice} readiness={readiness} />;
}
