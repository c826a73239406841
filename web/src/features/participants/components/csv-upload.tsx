// Group upload (spec sections 2 and 5): a .csv chosen by drag and drop or by browsing, sent as csv_file;
// the template downloads from here, and a refused file lists the rows the server found wrong. The uploader
// confirms consent for everyone in the file first (domain/src/consent.ts).
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import type { DragEvent } from "react";
import { CONSENT_MESSAGES, CONSENT_STATEMENTS } from "@readbright/domain/consent";
import type { ConfirmedConsentBasis } from "@readbright/domain/consent";
import { CSV_MAX_BYTES, CSV_MESSAGES } from "@readbright/domain/csv-template";
import { FormStatus } from "../../../components/form/form-status";
import { useToast } from "../../../components/toast/toast-context";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { usePeopleText } from "../hooks/use-people-text";
import { uploadRowErrors, useUploadParticipants } from "../api/upload-participants";
import type { UploadRowError } from "../api/upload-participants";
import { downloadCsvTemplate, isCsvFile } from "../utils/csv-template";
import { ConsentWords } from "./consent-words";
import { REQUEST_FAILED, requestMessage } from "../../../utils/request-messages";
import "../../../components/form/form.css";
import "./participants.css";

interface CsvUploadProps {
  /** Who confirms what for the file's people (consentBasisOf the uploader's profile). */
  consentBasis: ConfirmedConsentBasis;
  onUploaded: () => void;
}

export function CsvUpload({ consentBasis, onUploaded }: CsvUploadProps) {
  const upload = useUploadParticipants();
  const { showToast } = useToast();
  const { say } = usePeopleText();
  const { i18n, t } = useLingui();
  const dt = useDomainText();
  const inputId = useId();
  const consentId = useId();
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<UploadRowError[]>([]);

  function choose(chosen: File | undefined) {
    setRows([]);
    if (!chosen) return;
    if (!isCsvFile(chosen)) {
      setFile(null);
      setError(dt(CSV_MESSAGES.notCsv));
      return;
    }
    if (chosen.size > CSV_MAX_BYTES) {
      setFile(null);
      setError(dt(CSV_MESSAGES.tooLarge));
      return;
    }
    setError(null);
    setFile(chosen);
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  async function handleUpload() {
    if (!file) return;
    if (!consent) {
      setConsentMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    setRows([]);
    let created: unknown;
    try {
      created = await upload(file);
    } catch (caught) {
      setError(say(dt(requestMessage(caught, REQUEST_FAILED.uploadParticipants))));
      setRows(uploadRowErrors(caught));
      return;
    } finally {
      setBusy(false);
    }
    const count = created && typeof created === "object" ? (created as { created?: unknown }).created : undefined;
    const fileName = file.name;
    const description =
      typeof count === "number"
        ? say(t`${plural(count, { one: `# participant added from ${fileName}.`, other: `# participants added from ${fileName}.` })}`)
        : t`${fileName} was uploaded.`;
    showToast({ title: say(t`Participants uploaded`), description, tone: "success" });
    setFile(null);
    setConsent(false);
    if (input.current) input.current.value = "";
    onUploaded();
  }

  return (
    <div className="csv-upload">
      <div
        className={dragging ? "csv-upload__drop csv-upload__drop--active" : "csv-upload__drop"}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        data-testid="csv-drop-zone"
      >
        <p>
          <Trans>Drag and drop a .csv file here, or</Trans>
        </p>
        <label className="button" htmlFor={inputId}>
          <Trans>Browse files</Trans>
        </label>
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept=".csv,text/csv"
          aria-label={t`CSV file`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {file ? <SelectedFile name={file.name} /> : null}
      </div>
      <div className="field field--checkbox">
        <div className="field__checkbox-row">
          <input
            id={consentId}
            type="checkbox"
            className="field__checkbox"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setConsentMissing(!event.target.checked && consentMissing);
            }}
            aria-invalid={consentMissing ? true : undefined}
            aria-describedby={consentMissing ? `${consentId}-error` : undefined}
          />
          <label className="field__checkbox-label" htmlFor={consentId}>
            <ConsentWords statement={dt(CONSENT_STATEMENTS[consentBasis].many)} />
          </label>
        </div>
        {consentMissing ? (
          <p className="field__error" id={`${consentId}-error`}>
            {dt(CONSENT_MESSAGES.required[consentBasis])}
          </p>
        ) : null}
      </div>
      <FormStatus message={error} />
      {rows.length > 0 ? (
        <ul className="csv-upload__errors" aria-label={t`Rows with errors`}>
          {rows.map((row) => (
            <RowErrors key={row.row} row={row} />
          ))}
        </ul>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => downloadCsvTemplate(i18n.locale)}>
          <Trans>Download template</Trans>
        </button>
        <button type="button" className="button button--primary" disabled={!file || busy} onClick={() => void handleUpload()}>
          {busy ? t`Uploading...` : t`Upload`}
        </button>
      </div>
    </div>
  );
}

function SelectedFile({ name }: { name: string }) {
  return (
    <p>
      <Trans>Selected: {name}</Trans>
    </p>
  );
}

/** One refused row: its number and the server's reasons, in the language in force. */
function RowErrors({ row: { row, errors } }: { row: UploadRowError }) {
  const dt = useDomainText();
  const reasons = errors.map(dt).join(", ");
  return (
    <li>
      <Trans>
        Row {row}: {reasons}
      </Trans>
    </li>
  );
}
