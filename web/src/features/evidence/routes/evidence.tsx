// /evidence: public. What ReadBright's live results say about its tests, with what each figure means and
// what is not yet known. The words are prerendered; the figures load from GET /api/evidence/.
import { MIN_CELL } from "@readbright/domain/api/evidence";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { useEvidence } from "../api/get-evidence";
import { AssessmentEvidence } from "../components/assessment-evidence";
import "../../../components/content-page.css";
import "../evidence.css";

export const EVIDENCE_LOADING = "Loading the figures...";
export const EVIDENCE_FAILED = "The figures could not be loaded. Please try again later.";

function computedOn(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" });
}

function Figures() {
  const { data, error, isLoading, mutate } = useEvidence();
  if (isLoading) return <p role="status">{EVIDENCE_LOADING}</p>;
  if (error || !data) {
    return (
      <div role="alert">
        <p>{EVIDENCE_FAILED}</p>
        <button type="button" className="button" onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="content-page__updated">Computed {computedOn(data.computed_at)} from every completed screening so far.</p>
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
  return (
    <article className="content-page content-page--wide">
      <title>Evidence | ReadBright</title>
      <h1>Evidence</h1>
      <p className="content-page__lead">
        What ReadBright&apos;s own results say about its tests: how consistent each section is, how each question works, how often the
        machine&apos;s marks of spoken answers agree with a person&apos;s, and how often a High risk meant dyslexia.
      </p>
      <p>
        Every figure comes from completed screenings and is worked out again as results come in. None is shown from fewer than {MIN_CELL} results,
        so no figure can point to a person. Results flagged for a check (answered too fast, at chance, with questions left out, with silent
        recordings, or after a long break) are counted but left out of the figures.
      </p>

      <section aria-labelledby="evidence-reading">
        <h2 id="evidence-reading">How to read the figures</h2>
        <dl className="evidence-glossary">
          <dt>KR-20</dt>
          <dd>How consistently a section&apos;s questions measure the same skill, from 0 to 1. Screeners usually aim for .80 or more.</dd>
          <dt>SEM (standard error of measurement)</dt>
          <dd>How many points a score may be off by chance: about two in three scores lie within one SEM of the true score.</dd>
          <dt>Point-biserial</dt>
          <dd>
            Whether people who did well on the rest of the section also got this question right, from −1 to 1. A question below .20 (with at
            least 100 answers), or one that almost everyone (over 95 %) or almost no one (under 10 %) gets right, is flagged for review.
          </dd>
          <dt>Cohen&apos;s kappa</dt>
          <dd>How far the machine and a person agree beyond what chance alone would give: 0 is chance, 1 is full agreement.</dd>
          <dt>Sensitivity and specificity</dt>
          <dd>
            Of the people a full diagnostic assessment found dyslexic, the share ReadBright had flagged; of those it did not, the share ReadBright
            had not flagged.
          </dd>
          <dt>Predictive values</dt>
          <dd>Of the people ReadBright flagged, the share found dyslexic (positive); of those it did not flag, the share not found dyslexic (negative).</dd>
          <dt>AUC</dt>
          <dd>The chance that a person found dyslexic had a riskier score than a person who was not: .5 is a coin toss, 1 is perfect.</dd>
          <dt>Intervals</dt>
          <dd>The range that holds the true figure with 95 % confidence, given how many results there are.</dd>
        </dl>
      </section>

      <Figures />

      <section aria-labelledby="evidence-unknown">
        <h2 id="evidence-unknown">What is not yet known</h2>
        <ul>
          <li>
            There are no norms: a risk level comes from fixed weights and cut-offs, not from how a representative group of children of the same age
            scored.
          </li>
          <li>
            The accuracy figures rest on the diagnostic assessments professionals chose to record, which may not be typical of everyone screened.
          </li>
          <li>No one has yet measured how closely a second screening of the same child matches the first (test-retest reliability).</li>
          <li>Whether the questions work equally well for every group of children (by language at home, for example) has not been checked.</li>
        </ul>
        <p>
          A screening is not a diagnosis. Read more <AppLink to={paths.about.href()}>about ReadBright</AppLink>, or{" "}
          <AppLink to={paths.contactUs.href()}>ask us</AppLink> about these figures.
        </p>
      </section>
    </article>
  );
}
