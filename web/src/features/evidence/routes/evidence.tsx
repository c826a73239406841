// /evidence: public. What ReadBright's live results say about its tests, with what each figure means and
// what is not yet known. The words are prerendered; the figures load from GET /api/evidence/.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MIN_CELL, REVIEW_RULES } from "@readbright/domain/api/evidence";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { useEvidence } from "../api/get-evidence";
import { AssessmentEvidence } from "../components/assessment-evidence";
import { useFigures } from "../../../utils/figures";
import "../../../components/content-page.css";
import "../evidence.css";

export const EVIDENCE_LOADING = msg`Loading the figures...`;
export const EVIDENCE_FAILED = msg`The figures could not be loaded. Please try again later.`;

function Figures() {
  const { data, error, isLoading, mutate } = useEvidence();
  const { i18n } = useLingui();
  if (isLoading) return <p role="status">{i18n._(EVIDENCE_LOADING)}</p>;
  if (error || !data) {
    return (
      <div role="alert">
        <p>{i18n._(EVIDENCE_FAILED)}</p>
        <button type="button" className="button" onClick={() => void mutate()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const computed = i18n.date(data.computed_at, { dateStyle: "long", timeStyle: "short" });
  return (
    <>
      <p className="content-page__updated">
        <Trans>Computed {computed} from every completed screening so far.</Trans>
      </p>
      {data.assessments.map((assessment) => (
        <AssessmentEvidence
          key={assessment.assessment_id}
          assessment={assessment}
          agreement={data.agreement.find((band) => band.assessment_id === assessment.assessment_id)}
          accuracy={data.accuracy.find((band) => band.assessment_id === assessment.assessment_id)}
          minimum={data.min_cell}
        />
      ))}
    </>
  );
}

export function EvidencePage() {
  const { i18n, t } = useLingui();
  const { coefficient, percent } = useFigures();
  const minimum = MIN_CELL;
  // The glossary's figures, in the reader's number format; the review thresholds are the ones the server applies.
  const kr20Aim = coefficient(0.8);
  const minPointBiserial = coefficient(REVIEW_RULES.minPointBiserial);
  const almostEveryone = percent(REVIEW_RULES.maxProportion);
  const almostNoOne = percent(REVIEW_RULES.minProportion);
  const coinToss = i18n.number(0.5).replace(/^0/, "");
  return (
    <article className="content-page content-page--wide">
      <title>{t`Evidence | ReadBright`}</title>
      <h1>
        <Trans>Evidence</Trans>
      </h1>
      <p className="content-page__lead">
        <Trans>
          What ReadBright&apos;s own results say about its tests: how consistent each section is, how each question works, how often the
          machine&apos;s marks of spoken answers agree with a person&apos;s, and how often a High risk meant dyslexia.
        </Trans>
      </p>
      <p>
        <Trans>
          Every figure comes from completed screenings and is worked out again as results come in. None is shown from fewer than {minimum} results,
          so no figure can point to a person. Results flagged for a check (answered too fast, at chance, with questions left out, with silent
          recordings, or after a long break) are counted but left out of the figures.
        </Trans>
      </p>
      <p>
        <Trans>
          The test in Spanish is a test of its own, with its own questions: its figures are counted apart from the English test&apos;s and never
          added to them.
        </Trans>
      </p>

      <section aria-labelledby="evidence-reading">
        <h2 id="evidence-reading">
          <Trans>How to read the figures</Trans>
        </h2>
        <dl className="evidence-glossary">
          <dt>KR-20</dt>
          <dd>
            <Trans>How consistently a section&apos;s questions measure the same skill, from 0 to 1. Screeners usually aim for {kr20Aim} or more.</Trans>
          </dd>
          <dt>
            <Trans>SEM (standard error of measurement)</Trans>
          </dt>
          <dd>
            <Trans>How many points a score may be off by chance: about two in three scores lie within one SEM of the true score.</Trans>
          </dd>
          <dt>
            <Trans>Point-biserial</Trans>
          </dt>
          <dd>
            <Trans>
              Whether people who did well on the rest of the section also got this question right, from −1 to 1. A question below {minPointBiserial} (with at
              least 100 answers), or one that almost everyone (over {almostEveryone}) or almost no one (under {almostNoOne}) gets right, is flagged for review.
            </Trans>
          </dd>
          <dt>
            <Trans>Cohen&apos;s kappa</Trans>
          </dt>
          <dd>
            <Trans>How far the machine and a person agree beyond what chance alone would give: 0 is chance, 1 is full agreement.</Trans>
          </dd>
          <dt>
            <Trans>Sensitivity and specificity</Trans>
          </dt>
          <dd>
            <Trans>
              Of the people a full diagnostic assessment found dyslexic, the share ReadBright had flagged; of those it did not, the share ReadBright
              had not flagged.
            </Trans>
          </dd>
          <dt>
            <Trans>Predictive values</Trans>
          </dt>
          <dd>
            <Trans>Of the people ReadBright flagged, the share found dyslexic (positive); of those it did not flag, the share not found dyslexic (negative).</Trans>
          </dd>
          <dt>AUC</dt>
          <dd>
            <Trans>The chance that a person found dyslexic had a riskier score than a person who was not: {coinToss} is a coin toss, 1 is perfect.</Trans>
          </dd>
          <dt>
            <Trans>Intervals</Trans>
          </dt>
          <dd>
            <Trans>The range that holds the true figure with 95 % confidence, given how many results there are.</Trans>
          </dd>
        </dl>
      </section>

      <Figures />

      <section aria-labelledby="evidence-unknown">
        <h2 id="evidence-unknown">
          <Trans>What is not yet known</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              There are no norms: a risk level comes from fixed weights and cut-offs, not from how a representative group of children of the same age
              scored.
            </Trans>
          </li>
          <li>
            <Trans>
              The accuracy figures rest on the diagnostic assessments professionals chose to record, which may not be typical of everyone screened.
            </Trans>
          </li>
          <li>
            <Trans>No one has yet measured how closely a second screening of the same child matches the first (test-retest reliability).</Trans>
          </li>
          <li>
            <Trans>Whether the questions work equally well for every group of children (by language at home, for example) has not been checked.</Trans>
          </li>
          <li>
            <Trans>
              No Spanish-speaking teacher or speech therapist has yet reviewed the Spanish test, and it is no more normed than the English one.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            A screening is not a diagnosis. Read more <AppLink to={paths.about.href()}>about ReadBright</AppLink>, or{" "}
            <AppLink to={paths.contactUs.href()}>ask us</AppLink> about these figures.
          </Trans>
        </p>
      </section>
    </article>
  );
}
