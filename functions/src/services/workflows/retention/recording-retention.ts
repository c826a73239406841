// The daily job that keeps the Privacy page's promise about recordings: every recording older
// than RETENTION.recordingDays is deleted from Storage and its answer says so. It reads only answers that
// still hold a recording (a page at a time), so each run costs what is stored, never the whole history;
// it deletes the file before it changes the answer, so a run cut short is finished by the next one.
import { recordingCutoff } from "@readbright/domain/retention";
import { deleteRecording } from "../../answers/recording-files";
import { rewriteAnswer } from "../../results/result-changes";
import { expiredRecordingRewrite } from "./expired-recording";
import { answersWithRecordings } from "../../results/result-records";

export interface RecordingRetentionReport {
  job: "recordings";
  dry_run: boolean;
  /** Answers holding a recording, looked at. */
  checked: number;
  /** Recordings deleted (or, in a dry run, that would be). */
  deleted: number;
  /** Of those, recordings nobody had marked: their answers stay unmarked. */
  unmarked: number;
}

export async function expireRecordings({ now = new Date(), dryRun = false, pageSize = 300 }: { now?: Date; dryRun?: boolean; pageSize?: number } = {}): Promise<RecordingRetentionReport> {
  const cutoff = recordingCutoff(now);
  const report: RecordingRetentionReport = { job: "recordings", dry_run: dryRun, checked: 0, deleted: 0, unmarked: 0 };
  for await (const page of answersWithRecordings(pageSize)) {
    for (const { resultId, answer } of page) {
      report.checked += 1;
      if (!answer.audio_path || answer.answered_at >= cutoff) continue;
      const path = answer.audio_path;
      if (!dryRun) {
        await deleteRecording(path);
        const changed = await rewriteAnswer(resultId, (result, answers) => expiredRecordingRewrite(result, answers, answer.question_id, path, now));
        if (!changed) continue;
      }
      report.deleted += 1;
      if (answer.is_correct === null && !answer.is_practice) report.unmarked += 1;
    }
  }
  return report;
}
