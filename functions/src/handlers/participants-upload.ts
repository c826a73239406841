import { CSV_MAX_BYTES, CSV_MESSAGES, CSV_UPLOAD_FIELD } from "@readbright/domain/csv-template";
import { HttpError } from "../core/http-error";
import { multipartBodyLimit, readMultipart } from "../http/multipart";
import type { MultipartFile } from "../http/multipart";
import type { Handler, Request } from "../http/types";
import { uploadParticipants } from "../services/participant-upload-service";

// Browsers label a .csv file differently: text/csv mostly, but Windows with Excel installed sends
// application/vnd.ms-excel, and some systems send no type at all (application/octet-stream).
const CSV_TYPES = /^(text\/[\w.+-]+|application\/(csv|x-csv|vnd\.ms-excel|octet-stream))$/i;

function assertCsv(file: MultipartFile | null): MultipartFile {
  if (!file || !/\.csv$/i.test(file.filename.trim()) || !CSV_TYPES.test(file.mimeType.trim())) {
    throw new HttpError(400, CSV_MESSAGES.notCsv);
  }
  return file;
}

/** A body past this is refused before it is read (the CSV's 2 MB and the form around it). */
export const CSV_BODY_LIMIT = multipartBodyLimit(CSV_MAX_BYTES, CSV_MESSAGES.tooLarge);

/** POST /api/participants/upload/ (multipart csv_file): 201 { created }, or 400 listing every bad row. */
export const uploadParticipantsHandler: Handler = async ({ user }, res) => {
  const receive = async () => {
    const { file } = await readMultipart(res.req as Request, {
      fileField: CSV_UPLOAD_FIELD,
      maxFileBytes: CSV_MAX_BYTES,
      tooLargeMessage: CSV_MESSAGES.tooLarge,
    });
    return assertCsv(file).bytes;
  };
  const outcome = await uploadParticipants(user, receive);
  if ("rows" in outcome) {
    // The one error that carries more than a message: the rows to fix.
    res.status(400).json({ error: CSV_MESSAGES.invalidRows, rows: outcome.rows });
    return;
  }
  res.status(201).json(outcome);
};
