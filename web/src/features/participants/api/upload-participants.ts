// uploadParticipants (contract: domain/src/api/participants.ts): a CSV of participants under
// the field csv_file (spec section 5).
import { uploadParticipants as uploadEndpoint } from "@readbright/domain/api/participants";
import type { CsvRowError } from "@readbright/domain/api/participants";
import { CONSENT_FIELD } from "@readbright/domain/consent";
import type { ResponseOf } from "@readbright/domain/api/endpoint";
import { useRefreshLists } from "../../../api/refresh-lists";
import { call } from "../../../lib/api-call";
import { useCreateOnce } from "../../../lib/idempotency-key";

type UploadResponse = ResponseOf<typeof uploadEndpoint>;

/** One line of the 400 answer: the CSV row and what is wrong with it. */
export type UploadRowError = CsvRowError;

/**
 * Sent only once the uploader ticked the consent box (domain/src/consent.ts), which covers every row.
 * `idempotencyKey` names this upload: the same file sent again with it adds no one twice.
 */
export function uploadParticipants(file: File, idempotencyKey?: string): Promise<UploadResponse> {
  const body = new FormData();
  body.append(CONSENT_FIELD, "true");
  body.append(uploadEndpoint.multipart?.fileField ?? "csv_file", file);
  return call(uploadEndpoint, { body }, { idempotencyKey });
}

export function useUploadParticipants() {
    // A group upload adds participants and may open tests for them.
  const refresh = useRefreshLists();
  return useCreateOnce(uploadParticipants, refresh);
}

/** The row errors of a refused upload, from the server's 400 body that ApiError carries. */
export function uploadRowErrors(error: unknown): UploadRowError[] {
  const body = error && typeof error === "object" ? (error as { body?: unknown }).body : undefined;
  const rows = body && typeof body === "object" ? (body as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (row): row is UploadRowError =>
      Boolean(row) && typeof (row as UploadRowError).row === "number" && Array.isArray((row as UploadRowError).errors),
  );
}
