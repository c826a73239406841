// multipart/form-data bodies, parsed with busboy from req.rawBody (the functions framework has already
// buffered the body, up to its 32 MB cap). One named file is kept, and it is cut off at maxFileBytes
// while it streams, so an oversized upload never grows past the limit in our memory.
import busboy from "busboy";
import { HttpError } from "../core/http-error";
import type { MultipartFile } from "./multipart-file";
import type { BodyLimit } from "./types";

export const MULTIPART_ERRORS = {
  notMultipart: "Request must be multipart/form-data",
  malformed: "Request body is not valid multipart/form-data",
  fieldTooLarge: "A form field is too large",
} as const;

const FIELD_MAX_BYTES = 16 * 1024;
/** Room for the form's text fields and boundaries around the one file (20 fields of 16 KB at most would not fit: busboy refuses them). */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The whole body's limit for a form carrying one file of at most `maxFileBytes`: checked before it is read. */
export function multipartBodyLimit(maxFileBytes: number, message: string): BodyLimit {
  return { maxBytes: maxFileBytes + FORM_OVERHEAD_BYTES, message };
}

export interface MultipartSource {
  headers: Record<string, string | string[] | undefined>;
  rawBody?: Buffer;
}

export interface MultipartBody {
  /** Text fields; the first value of each name. */
  fields: Record<string, string>;
  /** The file sent under `fileField`, or null. */
  file: MultipartFile | null;
}

export interface MultipartOptions {
  fileField: string;
  maxFileBytes: number;
  /** The 413 message for a file over maxFileBytes. */
  tooLargeMessage: string;
}

export function readMultipart(req: MultipartSource, options: MultipartOptions): Promise<MultipartBody> {
  const contentType = String(req.headers["content-type"] ?? "");
  if (!/^multipart\/form-data\b/i.test(contentType)) return Promise.reject(new HttpError(400, MULTIPART_ERRORS.notMultipart));

  return new Promise<MultipartBody>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        // busboy flags a file that reaches fileSize, so one byte of slack lets exactly maxFileBytes through.
        limits: { fileSize: options.maxFileBytes + 1, files: 3, fields: 20, parts: 25, fieldSize: FIELD_MAX_BYTES },
      });
    } catch {
      reject(new HttpError(400, MULTIPART_ERRORS.malformed)); // e.g. no boundary
      return;
    }
    const fields: Record<string, string> = {};
    let file: Promise<MultipartFile> | null = null;
    let failure: HttpError | null = null;

    parser.on("field", (name: string, value: string, info: busboy.FieldInfo) => {
      if (info.valueTruncated) failure ??= new HttpError(400, MULTIPART_ERRORS.fieldTooLarge);
      if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (name: string, stream: NodeJS.ReadableStream, info: busboy.FileInfo) => {
      if (name !== options.fileField || file !== null) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      // busboy stops passing data on at the limit (one byte past maxFileBytes) and says so.
      stream.on("limit", () => {
        failure ??= new HttpError(413, options.tooLargeMessage);
      });
      file = new Promise((done, fail) => {
        stream.on("end", () => done({ filename: info.filename ?? "", mimeType: info.mimeType, bytes: Buffer.concat(chunks) }));
        // A body cut off inside the file ("Unexpected end of form") errors the file's stream. Unheard, that
        // error would be thrown out of the process and take the instance down with it.
        stream.on("error", () => fail(new HttpError(400, MULTIPART_ERRORS.malformed)));
      });
      file.catch(() => {}); // settled through the parser's close or error below
    });
    parser.on("error", () => reject(new HttpError(400, MULTIPART_ERRORS.malformed)));
    parser.on("close", () => {
      if (failure) reject(failure);
      else if (file) file.then((received) => resolve({ fields, file: received }), reject);
      else resolve({ fields, file: null });
    });
    parser.end(req.rawBody ?? Buffer.alloc(0));
  });
}
