// The results view: one result in full, reached from the dashboard and My Tests, and laid out
// to print or save as PDF (the navigation and buttons are left off the page; see result-print.css).
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { storedLanguage, TEST_LANGUAGE_LABELS } from "@readbright/domain/test-language";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { FormStatus } from "../../../components/form/form-status";
import { LoadingPage } from "../../../components/loading-page";
import { paths } from "../../../config/paths";
import { useProfile } from "../../../lib/profile/get-profile";
import { useAssessmentResultDetail } from "../../../api/get-assessment-result";
import { PageFrame } from "../../../components/page-frame";
import { OpenTestLink } from "../../../components/open-test-link";
import { ResultPrintHeader } from "../components/result-print-header";
import { ResultReport } from "../../../components/result-report/result-report";
import { NextToReview } from "../components/next-to-review";
import { ReviewPanel } from "../components/review-panel";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { testDate } from "../../../utils/result-labels";
import "../components/result-print.css";

export const PRINT_LABEL = msg`Print or save as PDF`;

export function ResultPage() {
  const { resultId } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const location = useLocation();
  const { data: profile } = useProfile();
  const { data: result, error, isLoading } = useAssessmentResultDetail(resultId);
  const [search] = useSearchParams();
  const reviewing = search.get("review") === "1";

  // Back to the page the reader came from (the dashboard with its filters, or My Tests); a link opened
  // in a new tab has nowhere to go back to, so it goes to the dashboard.
  const goBack = () => (location.key === "default" ? navigate(paths.dashboard.href()) : navigate(-1));

  // The test's language is always said (decision 50): a result reads differently in another language.
  const language = result ? TEST_LANGUAGE_LABELS[storedLanguage(result.language)] : "";
  const subtitle = result ? `${result.participant.name} · ${testDate(result)} · ${t`Test language: ${language}`}` : undefined;
  // A test still open has no result to print: it is started or continued instead.
  const open = result && result.status !== "completed";
  const actions = (
    <>
      <button type="button" className="button" onClick={goBack}>
        <Trans>Back</Trans>
      </button>
      {reviewing && resultId ? <NextToReview currentId={resultId} /> : null}
      {open ? (
        <OpenTestLink result={result} name={result.participant.name} primary />
      ) : (
        <button type="button" className="button button--primary" disabled={!result} onClick={() => window.print()}>
          {t(PRINT_LABEL)}
        </button>
      )}
    </>
  );

  return (
    <PageFrame title={t`Test result`} subtitle={subtitle} actions={actions} subheader={result && !open ? <ResultPrintHeader result={result} /> : undefined}>
      <div className="result-view">
        <FormStatus message={error ? REQUEST_FAILED.getResult : null} />
        {isLoading ? <LoadingPage /> : null}
        {result ? <ResultReport result={result} readerType={profile?.user_type} /> : null}
        {result ? <ReviewPanel resultId={result.id} /> : null}
      </div>
    </PageFrame>
  );
}
