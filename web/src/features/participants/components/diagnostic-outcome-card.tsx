// On a client's page, for a dyslexia professional: the outcome of the client's full diagnostic
// assessment (identified, not identified, inconclusive), its date and the instrument, to record, change
// or delete (decision 45). Compared with the client's screening, it is how ReadBright measures its accuracy.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Formik } from "formik";
import type { FormikHelpers } from "formik";
import { useState } from "react";
import { DIAGNOSTIC_OUTCOME_LABELS, DIAGNOSTIC_OUTCOMES, diagnosticOutcomeBodySchema, INSTRUMENT_MAX_LENGTH } from "@readbright/domain/api/diagnostic-outcome";
import type { DiagnosticOutcomeResponse } from "@readbright/domain/api/diagnostic-outcome";
import { RISK_LEVEL_LABELS } from "@readbright/domain/enums";
import { todayIsoDate } from "@readbright/domain/profile";
import { FormStatus } from "../../../components/form/form-status";
import { ResultCard } from "../../../components/result-report/result-card";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useToast } from "../../../components/toast/toast-context";
import { translateDomainText, useDomainText } from "../../../lib/i18n/domain-text";
import { requestMessage } from "../../../utils/request-messages";
import { useChangeDiagnosticOutcome, useDiagnosticOutcome } from "../api/diagnostic-outcome";

export const OUTCOME_SAVE_FAILED = msg`The outcome could not be saved. Please try again.`;
export const OUTCOME_DELETE_FAILED = msg`The outcome could not be deleted. Please try again.`;
export const OUTCOME_LOAD_FAILED = msg`The diagnostic outcome could not be loaded. Please reload the page.`;

interface Values {
  outcome: string;
  assessed_on: string;
  instrument: string;
}

export function comparedText(i18n: I18n, outcome: DiagnosticOutcomeResponse): string {
  const compared = outcome.compared_with;
  if (!compared) return i18n._(msg`No completed screening on or before this date: it is not yet compared with a screening.`);
  const day = compared.completed_at.slice(0, 10);
  if (!compared.risk_level) return i18n._(msg`Compared with the screening of ${day} (no risk level yet).`);
  const level = translateDomainText(RISK_LEVEL_LABELS[compared.risk_level], i18n.locale);
  return i18n._(msg`Compared with the screening of ${day} (${level} risk).`);
}

export function DiagnosticOutcomeCard({ participantId, name }: { participantId: string; name: string }) {
  const { data, error } = useDiagnosticOutcome(participantId);
  const { record, remove } = useChangeDiagnosticOutcome(participantId);
  const { showToast } = useToast();
  const { t, i18n } = useLingui();
  const dt = useDomainText();
  const outcomeOptions = DIAGNOSTIC_OUTCOMES.map((value) => ({ value, label: dt(DIAGNOSTIC_OUTCOME_LABELS[value]) }));
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const current = data?.diagnostic_outcome ?? null;
  const initial: Values = { outcome: current?.outcome ?? "", assessed_on: current?.assessed_on ?? "", instrument: current?.instrument ?? "" };

  async function handleSubmit(values: Values, { setStatus }: FormikHelpers<Values>) {
    setStatus(undefined);
    try {
      const body = await diagnosticOutcomeBodySchema.validate(values, { stripUnknown: true });
      await record(body);
      showToast({ title: t`Outcome saved`, description: t`${name}'s diagnostic outcome was recorded.`, tone: "success" });
    } catch (failure) {
      setStatus(dt(requestMessage(failure, i18n._(OUTCOME_SAVE_FAILED))));
    }
  }

  async function handleDelete() {
    setDeleting(true);
    setDeleteError(null);
    try {
      await remove();
      showToast({ title: t`Outcome deleted`, description: t`${name}'s diagnostic outcome was deleted.`, tone: "success" });
    } catch (failure) {
      setDeleteError(dt(requestMessage(failure, i18n._(OUTCOME_DELETE_FAILED))));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <ResultCard id="diagnostic-outcome-title" title={t`Diagnostic outcome`} className="diagnostic-outcome">
      <p>
        <Trans>
          If {name} has had a full diagnostic assessment, record what it found. ReadBright compares it with {name}&apos;s latest screening on or before
          that date to measure how often its risk levels match diagnoses; only counts leave this page, never {name}&apos;s details.
        </Trans>
      </p>
      <FormStatus message={error ? dt(requestMessage(error, i18n._(OUTCOME_LOAD_FAILED))) : null} />
      {current ? (
        <div className="diagnostic-outcome__current" aria-live="polite">
          <CurrentOutcome outcome={dt(DIAGNOSTIC_OUTCOME_LABELS[current.outcome])} day={current.assessed_on} instrument={current.instrument} />
          <p>{comparedText(i18n, current)}</p>
        </div>
      ) : null}
      {data ? (
        <Formik key={current?.recorded_at ?? "none"} initialValues={initial} validationSchema={diagnosticOutcomeBodySchema} validateOnMount onSubmit={handleSubmit}>
          {({ status }) => (
            <Form className="form" noValidate aria-label={t`Record a diagnostic outcome`}>
              <SelectField name="outcome" label={t`Outcome`} placeholder={t`Select the outcome`} placeholderDisabled options={outcomeOptions} />
              <div className="form__row">
                <TextField name="assessed_on" label={t`Date of the assessment`} type="date" max={todayIsoDate()} />
                <TextField name="instrument" label={t`Assessment used`} hint={t`For example the test battery's name and edition`} maxLength={INSTRUMENT_MAX_LENGTH} autoComplete="off" />
              </div>
              <FormStatus message={typeof status === "string" ? status : null} />
              <SubmitButton busyText={t`Saving...`}>{current ? t`Save changes` : t`Record outcome`}</SubmitButton>
            </Form>
          )}
        </Formik>
      ) : null}
      {current ? (
        <>
          <FormStatus message={deleteError} />
          <button type="button" className="button" disabled={deleting} onClick={() => void handleDelete()}>
            {deleting ? t`Deleting...` : t`Delete outcome`}
          </button>
        </>
      ) : null}
    </ResultCard>
  );
}

function CurrentOutcome({ outcome, day, instrument }: { outcome: string; day: string; instrument: string }) {
  return (
    <p>
      <Trans>
        <strong>{outcome}</strong> on {day}, with {instrument}.
      </Trans>
    </p>
  );
}
