// The audit log: what a person did that a school or organization admin may ask about later.
// The action names are what audit_events documents store; the labels are what the Activity page shows.

export const AUDIT_ACTIONS = [
  "recording_played",
  "answer_marked",
  "class_list_downloaded",
  "results_exported",
  "data_exported",
  "participant_updated",
  "participant_deleted",
  "result_deleted",
  "user_deleted",
  "staff_invited",
  "staff_removed",
  "diagnostic_outcome_recorded",
  "diagnostic_outcome_deleted",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  recording_played: "Played a recording",
  answer_marked: "Marked an answer",
  class_list_downloaded: "Downloaded a class list",
  results_exported: "Exported results",
  data_exported: "Downloaded all the data",
  participant_updated: "Corrected a participant's details",
  participant_deleted: "Deleted a participant",
  result_deleted: "Deleted a test",
  user_deleted: "Deleted their account",
  staff_invited: "Invited a member of staff",
  staff_removed: "Removed a member of staff",
  diagnostic_outcome_recorded: "Recorded a diagnostic outcome",
  diagnostic_outcome_deleted: "Deleted a diagnostic outcome",
};

/** What an event is about: a participant, a test (result), an invitation, a member's account, or a group of students. */
export type AuditTargetType = "participant" | "result" | "invitation" | "user" | "class" | "results";

/** The label of an action name, or the name itself for one this version does not know. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string | undefined>)[action] ?? action;
}
