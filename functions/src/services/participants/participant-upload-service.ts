// POST /api/participants/upload/: who may upload, which scope the new participants get, and the
// all-or-nothing rule (every row is checked before one is written).
import { CSV_MESSAGES } from "@readbright/domain/csv-template";
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/caller-scope";
import type { CallerProfile } from "../accounts/caller-profile";
import { createParticipantsInBatches } from "./repositories/participant-batch-repository";
import type { NewParticipant } from "./repositories/participant-write-repository";
import { decodeCsvText, readParticipantCsv } from "./participant-csv";
import type { CsvParticipant } from "./participant-csv";
import { scopeOf } from "../accounts/caller-scope";
import { newStudentCode } from "./student-code";
import { requireConsent } from "./participant-consent";
import type { ConsentRecord } from "@readbright/domain/consent";

export const UPLOAD_ERRORS = {
  notAllowed: "Only schools, parents and organizations can upload participants",
} as const;

interface UploadTarget {
  form: "school" | "other";
  owner: Pick<NewParticipant, "owner_uid" | "school_id" | "organization_id">;
}

/** Where uploaded participants go: a school's students, an organization's clients or a parent's children. */
export function uploadTargetOf(profile: CallerProfile): UploadTarget {
  const { uid } = profile;
  if (profile.user_type === "unset" || profile.user_type === "individual") throw new HttpError(403, UPLOAD_ERRORS.notAllowed);
  const scope = scopeOf(profile);
  if (profile.user_type === "school") {
    if (scope.kind !== "school") throw new HttpError(403, UPLOAD_ERRORS.notAllowed); // no school registered yet
    return { form: "school", owner: { owner_uid: uid, school_id: scope.schoolId, organization_id: null } };
  }
  if (scope.kind === "organization") return { form: "other", owner: { owner_uid: uid, school_id: null, organization_id: scope.organizationId } };
  return { form: "other", owner: { owner_uid: uid, school_id: null, organization_id: null } };
}

function toNewParticipant(row: CsvParticipant, target: UploadTarget, consent: ConsentRecord): NewParticipant {
  return { ...row, ...target.owner, is_self: false, consent };
}

/**
 * The uploaded file's rows, once the caller may upload (a 403 comes first) and confirmed consent
 * (`consent`, the form's field: "true"), which covers every row. The contract has checked it is a CSV file.
 */
export async function uploadParticipants(user: AuthUser, bytes: Buffer, confirmed: string | undefined): Promise<{ created: number }> {
  const profile = await readCallerProfile(user.uid);
  const target = uploadTargetOf(profile);
  // A form field is text: only "true" ticks the box (missing, "false" or "yes" get the same refusal).
  const consent = await requireConsent(profile, confirmed === "true");
  const text = decodeCsvText(bytes);
  if (text === null) throw new HttpError(400, CSV_MESSAGES.notCsv);
  const read = readParticipantCsv(text, target.form);
  // The one refusal that carries more than a message: the rows to fix (UploadRefusal in the contract).
  if (!read.ok) throw new HttpError(400, CSV_MESSAGES.invalidRows, {}, { rows: read.rows });
  const participants = read.participants.map((row) => toNewParticipant(row, target, consent));
  const ids = await createParticipantsInBatches(participants, target.form === "school" ? () => newStudentCode() : undefined);
  return { created: ids.length };
}
