// Where a result's recordings are kept, and what the resources above do to them: the data export reads
// them, retention and deletion delete them. Stored as recordings/{owner}/{resultId}/{question}-{upload}.{ext}.
import { randomBytes } from "node:crypto";
import { listAnswers } from "../results/result-records";
import type { StoredResult } from "../results/stored-result";
import { deleteRecording, deleteRecordingsUnder, RECORDINGS_PREFIX } from "./repositories/recording-repository";

export { deleteRecording, readRecordingBytes } from "./repositories/recording-repository";

function folderOf(result: Pick<StoredResult, "id" | "owner_uid">): string {
  return `${RECORDINGS_PREFIX}${result.owner_uid || "unowned"}/${result.id}/`;
}

/** Where a recording is kept: per owner and result; a fresh name per upload, so a failed practice retry keeps the old one. */
export function recordingPath(result: Pick<StoredResult, "id" | "owner_uid">, questionId: number, extension: string): string {
  const upload = randomBytes(6).toString("hex");
  return `${folderOf(result)}${questionId}-${upload}.${extension}`;
}

/** Every recording of a result: the ones its answers point at, and anything else in its folder. */
export async function deleteRecordingsOf(result: Pick<StoredResult, "id" | "owner_uid">): Promise<void> {
  const paths = (await listAnswers(result.id)).map((answer) => answer.audio_path).filter((path): path is string => path !== null);
  await Promise.all(paths.map(deleteRecording));
  await deleteRecordingsUnder(folderOf(result));
}
