// Age from a date of birth: it picks the assessment's age band (spec section 5).

/** Whole years from a 'YYYY-MM-DD' date of birth to today (UTC), never below 0 (spec section 5). */
export function ageInYears(dateOfBirth: string, now: Date = new Date()): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return Math.max(0, age);
}
