// Grade and section filters for a school's My Tests and class list, offered from its students and tests.
export interface SchoolFilters {
  grade: string;
  section: string;
}

type Placed = { grade: string | null; section: string | null };

/** Every grade (or section) any of the lists holds, once each, in numeric order (2 before 10). */
export function distinctValues(lists: readonly (readonly Placed[])[], field: "grade" | "section") {
  const values = new Set(lists.flat().map((row) => row[field]).filter((value): value is string => Boolean(value)));
  return [...values].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).map((value) => ({ value, label: value }));
}

/** Whether a student (or a test's participant) is in the chosen grade and section. */
export function matchesFilters({ grade, section }: Placed, filters: SchoolFilters): boolean {
  return (!filters.grade || grade === filters.grade) && (!filters.section || section === filters.section);
}
