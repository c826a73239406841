// A school's class list: each student with the Student ID they type on the School search page,
// and the link of their open test, for a teacher to hand out. Its headers are in the language in force (a
// file for people: nothing reads it back). Written with the shared CSV writer, so a name typed as a
// formula stays text.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Participant } from "@readbright/domain/participant-schemas";
import { toCsv } from "@readbright/domain/csv-writer";
import { paths } from "../../../config/paths";
import type { SchoolFilters } from "./school-filters";

export const CLASS_LIST_COLUMNS = [msg`Name`, msg`Grade`, msg`Section`, msg`Student ID`, msg`Test link`] as const;

/** Excel reads a file without it as ANSI, garbling names like Zoë. */
const BYTE_ORDER_MARK = "\uFEFF";

const byNumber = (a: string | null, b: string | null) => (a ?? "").localeCompare(b ?? "", undefined, { numeric: true });

/** The students the filters select, by grade, section and name. */
export function classListStudents(participants: readonly Participant[], filters: SchoolFilters): Participant[] {
  return participants
    .filter((p) => (!filters.grade || p.grade === filters.grade) && (!filters.section || p.section === filters.section))
    .sort((a, b) => byNumber(a.grade, b.grade) || byNumber(a.section, b.section) || a.name.localeCompare(b.name));
}

/** A link only for a test that can still be taken. */
function openTestLink(participant: Participant, origin: string): string {
  const latest = participant.latest_result;
  if (!latest || (latest.status !== "not_started" && latest.status !== "in_progress")) return "";
  return `${origin}${paths.assessment.href(latest.id)}`;
}

/** The file, its headers in the language of `i18n` (the caller's, from useLingui). */
export function classListCsv(participants: readonly Participant[], filters: SchoolFilters, origin: string, i18n: I18n): string {
  const rows = classListStudents(participants, filters).map((p) => [p.name, p.grade, p.section, p.student_code, openTestLink(p, origin)]);
  return BYTE_ORDER_MARK + toCsv([CLASS_LIST_COLUMNS.map((column) => i18n._(column)), ...rows]);
}

/** Safe in any file system: anything but letters and digits becomes a dash. */
const slug = (value: string) => value.trim().replace(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "");

/** class-list.csv, or e.g. class-list-grade-4-section-B.csv for a filtered list. */
export function classListFileName(filters: SchoolFilters): string {
  const parts = ["class-list"];
  if (filters.grade && slug(filters.grade)) parts.push("grade", slug(filters.grade));
  if (filters.section && slug(filters.section)) parts.push("section", slug(filters.section));
  return `${parts.join("-")}.csv`;
}
