// Grade and section choices for a school's My Tests filters, taken from its students' tests.
import type { AssessmentResultItem } from "../api/get-assessment-results";

export function distinctValues(results: readonly AssessmentResultItem[], field: "grade" | "section") {
  const values = new Set(results.map((result) => result.participant[field]).filter((value): value is string => Boolean(value)));
  return [...values].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).map((value) => ({ value, label: value }));
}

export function matchesFilters(result: AssessmentResultItem, filters: { grade: string; section: string }): boolean {
  return (!filters.grade || result.participant.grade === filters.grade) && (!filters.section || result.participant.section === filters.section);
}
