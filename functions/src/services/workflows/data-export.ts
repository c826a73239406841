// GET /api/profile/export/ ("Download my data"): everything the account holds, as a ZIP. The
// entries are handed to a ZipSink as they are ready; each recording is read from Storage only when the
// archive reaches it, so the file streams out rather than being built in memory.
import type { DiagnosticOutcomeResponse } from "@readbright/domain/api/diagnostic-outcome";
import { presentOutcome } from "../participants/diagnostic-outcome-service";
import { Readable } from "node:stream";
import { resultsCsv } from "@readbright/domain/results-csv";
import type { Profile } from "@readbright/domain/profile";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/caller-scope";
import type { CallerProfile } from "../accounts/caller-profile";
import { getProfile } from "../accounts/profile-service";
import { participantsInScope } from "../participants/participant-lookup";
import { resultsInScope } from "../results/results-in-scope";
import { latestByParticipant, presentParticipant } from "../results/participant-presenter";
import type { StoredParticipant } from "../participants/stored-participant";
import type { StoredAnswer } from "../results/stored-answer";
import type { StoredResult } from "../results/stored-result";
import { listAnswers } from "../results/result-records";
import { exportRows } from "../results/result-export-service";
import { presentResults } from "../results/result-list-service";
import { readRecordingBytes } from "../answers/recording-files";
import { auditEventsBy, consentsOf, contactMessagesOf, invitationsOf, schoolRecord } from "./repositories/export-records-repository";
import type { ExportedRecord } from "./repositories/export-records-repository";
import { EXPORT_MESSAGES } from "@readbright/domain/api/profile";
import { assertRecentSignIn } from "../accounts/recent-sign-in";
import { auditActorFrom, auditEvent, auditScopeOf } from "../audit/audit-service";
import { recordAuditEvent } from "../audit/audit-log";

/** Where the entries go: an archiver instance in production, a list in the unit test. */
export interface ZipSink {
  add(name: string, content: string | Readable): void;
}

/** An answer as the file gives it: every stored field, its recording named by its place in the ZIP. */
export interface ExportedAnswer extends Omit<StoredAnswer, "audio_path" | "answered_at" | "marked_at"> {
  answered_at: string;
  marked_at: string | null;
  recording_file: string | null;
}

export interface ExportedParticipant extends Participant {
  /** Who confirmed the consent they were added under, when, on what basis and under which Privacy version. */
  consent: unknown;
  /** What a dyslexia professional recorded of a full diagnostic assessment (decision 45); null when none. */
  diagnostic_outcome: DiagnosticOutcomeResponse | null;
  results: (ResultListItem & { answers: ExportedAnswer[] })[];
}

export interface AccountData {
  exported_at: string;
  account: Profile;
  /** A school admin's school as stored; null for anyone else. */
  school: ExportedRecord | null;
  participants: ExportedParticipant[];
  /** Invitations the account sent, and those sent to its address. */
  invitations: ExportedRecord[];
  /** Its messages to support (sent signed in or from its address). */
  contact_messages: ExportedRecord[];
  /** What it did, as its school's or organization's activity log records it. */
  activity: ExportedRecord[];
}

/**
 * Whose participants the account holds: an admin's school or organization, a parent's children, an
 * individual's own; a teacher or professional invited to a school or organization holds none of their
 * own (the school's admin exports the school), so theirs is the account alone.
 */
export function holdsParticipants(profile: Pick<CallerProfile, "user_subtype">): boolean {
  return profile.user_subtype !== "school_user" && profile.user_subtype !== "organization_user";
}

/** Letters and digits of a name, then the id: unique, and safe in any file system. */
export function folderOf(participant: Pick<StoredParticipant, "id" | "name">): string {
  const name = participant.name.normalize("NFKD").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40);
  return name ? `${name}-${participant.id}` : participant.id;
}

const extensionOf = (path: string) => /\.([a-z0-9]{1,5})$/i.exec(path)?.[1] ?? "audio";

function exportedAnswer(answer: StoredAnswer, recordingFile: string | null): ExportedAnswer {
  const { audio_path: _path, answered_at, marked_at, ...rest } = answer;
  return { ...rest, answered_at: answered_at.toISOString(), marked_at: marked_at ? marked_at.toISOString() : null, recording_file: recordingFile };
}

/** A recording read when the archive reaches it (one at a time); one deleted meanwhile is an empty file. */
function lazyRecording(path: string): Readable {
  return Readable.from(
    (async function* () {
      const recording = await readRecordingBytes(path);
      if (recording) yield recording.bytes;
    })(),
  );
}

async function scopeOf(profile: CallerProfile): Promise<{ participants: StoredParticipant[]; results: StoredResult[] }> {
  if (!holdsParticipants(profile)) return { participants: [], results: [] };
  // An individual's own participant is made when first needed: asked for once, before the results.
  const participants = await participantsInScope(profile);
  return { participants, results: await resultsInScope(profile) };
}

/**
 * Writes the account's data to `zip`: readbright-data.json, a results CSV per participant, their
 * recordings. The audit event is written before the first entry is handed over, so a download that was
 * served is always logged.
 */
export async function exportAccountData(user: AuthUser, zip: ZipSink, now: Date = new Date()): Promise<void> {
  // A session left open on a shared computer exports nothing.
  assertRecentSignIn(user, now, EXPORT_MESSAGES.recentSignIn);
  const [account, profile] = await Promise.all([getProfile(user), readCallerProfile(user.uid)]);
  const { participants, results } = await scopeOf(profile);
  const [school, invitations, contact_messages, activity, consents] = await Promise.all([
    profile.user_subtype === "school_admin" && profile.school ? schoolRecord(profile.school) : null,
    invitationsOf(user.uid, user.email),
    contactMessagesOf(user.uid, user.email),
    auditEventsBy(user.uid, auditScopeOf(profile)),
    consentsOf(participants.map((participant) => participant.id)),
  ]);
  const latest = latestByParticipant(results);
  const recordings: { name: string; path: string }[] = [];
  const exported: ExportedParticipant[] = [];

  for (const participant of participants) {
    const own = results.filter((result) => result.participant_id === participant.id);
    const folder = folderOf(participant);
    const [rows, items] = await Promise.all([exportRows(own.map((result) => ({ result, participant }))), presentResults(own)]);
    const withAnswers = await Promise.all(
      own.map(async (result, index) => {
        const answers = (await listAnswers(result.id)).map((answer) => {
          if (!answer.audio_path) return exportedAnswer(answer, null);
          const name = `recordings/${folder}/${result.id}-question-${answer.question_id}.${extensionOf(answer.audio_path)}`;
          recordings.push({ name, path: answer.audio_path });
          return exportedAnswer(answer, name);
        });
        return { ...(items[index] as ResultListItem), answers };
      }),
    );
    exported.push({ ...presentParticipant(participant, latest.get(participant.id) ?? null, now), consent: consents.get(participant.id) ?? null, diagnostic_outcome: presentOutcome(participant.id, participant.diagnostic_outcome), results: withAnswers });
    // The same file as the results export, in the account's language (decision 51).
    if (own.length > 0) zip.add(`results/${folder}.csv`, resultsCsv(rows, profile.language ?? "en"));
  }

  const data: AccountData = { exported_at: now.toISOString(), account, school, participants: exported, invitations, contact_messages, activity };
  const detail = `${participants.length} ${participants.length === 1 ? "person" : "people"}, ${recordings.length} ${recordings.length === 1 ? "recording" : "recordings"}`;
  await recordAuditEvent(auditEvent(auditActorFrom(profile, user.email), "data_exported", { type: "user", id: user.uid, label: "All of the account's data", detail }));
  zip.add("readbright-data.json", `${JSON.stringify(data, null, 2)}\n`);
  for (const { name, path } of recordings) zip.add(name, lazyRecording(path));
}
