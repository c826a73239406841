// Grade and section filters for a school's My Tests and class list (their options come from the server's
// summary: the school's class lists).
export interface SchoolFilters {
  grade: string;
  section: string;
}
