// Group upload (spec sections 2 and 5): a .csv chosen by drag and drop or by browsing, sent as csv_file;
// the template downloads from here, and a refused file lists the rows the server found wrong. The uploader
// confirms consent for everyone in the file first (domain/src/consent.ts).
import { useId, useRef, useState } from "react";
import type { DragEvent } from "react";
import { CONSENT_MESSAGES, CONSENT_STATEMENTS } from "@readbright/domain/consent";
import type { ConfirmedConsentBasis } from "@readbright/domain/consent";
import { CSV_MAX_BYTES, CSV_MESSAGES } from "@readbright/domain/csv-template";
import { FormStatus } from "../../../components/form/form-status";
import { useToast } from "../../../components/toast/toast-context";
import { usePeopleWords } from "../../../hooks/use-people-words";
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
  const { say } = usePeopleWords();
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
      setError(CSV_MESSAGES.notCsv);
      return;
    }
    if (chosen.size > CSV_MAX_BYTES) {
      setFile(null);
      setError(CSV_MESSAGES.tooLarge);
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
      setError(say(requestMessage(caught, REQUEST_FAILED.uploadParticipants)));
      setRows(uploadRowErrors(caught));
      return;
    } finally {
      setBusy(false);
    }
    const count = created && typeof created === "object" ? (created as { created?: unknown }).created : undefined;
    const description = typeof count === "number" ? say(`${count} participant${count === 1 ? "" : "s"} added from ${file.name}.`) : `${file.name} was uploaded.`;
    showToast({ title: say("Participants uploaded"), description, tone: "success" });
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
        <p>Drag and drop a .csv file here, or</p>
        <label className="button" htmlFor={inputId}>
          Browse files
        </label>
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {file ? <p>Selected: {file.name}</p> : null}
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
            <ConsentWords statement={CONSENT_STATEMENTS[consentBasis].many} />
          </label>
        </div>
        {consentMissing ? (
          <p className="field__error" id={`${consentId}-error`}>
            {CONSENT_MESSAGES.required[consentBasis]}
          </p>
        ) : null}
      </div>
      <FormStatus message={error} />
      {rows.length > 0 ? (
        <ul className="csv-upload__errors" aria-label="Rows with errors">
          {rows.map((row) => (
            <li key={row.row}>
              Row {row.row}: {row.errors.join(", ")}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={downloadCsvTemplate}>
          Download template
        </button>
        <button type="button" className="button button--primary" disabled={!file || busy} onClick={() => void handleUpload()}>
          {busy ? "Uploading..." : "Upload"}
        </button>
      </div>
    </div>
  );
}
