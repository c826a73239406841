// When the demo people were registered and screened, so dashboards show months of a school's
// or a family's use instead of everything on the day of the first `npm start`. Each participant in
// seed-demo-participants.mjs says how many days before the seed it was `registered` and `screened`
// (its result created, and started unless not_started); the times of day follow from its id, so
// every seed plans the same dates relative to its own day. A school's students are registered and
// screened on weekdays.
export const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export function startOfUtcDay(ms) {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** A small number that differs from one id to the next and is the same every run. */
function spread(id) {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 10_007;
  return hash;
}

const at = (day, minutes) => new Date(day + minutes * MINUTE_MS);

/** A Saturday or Sunday moves back to the Friday: schools register and screen on school days. */
function schoolDay(day) {
  const weekday = new Date(day).getUTCDay();
  return weekday === 6 ? day - DAY_MS : weekday === 0 ? day - 2 * DAY_MS : day;
}

/**
 * The dates of one participant and its result, for a seed run on `seedDay` (00:00 UTC, in ms):
 * registered in the morning, the result created a little before it is started during the school
 * day, a whole screening taking 16 to 27 minutes. Null where the result never gets that far.
 */
export function planDates(spec, seedDay) {
  const n = spread(spec.id);
  // A school's students (they have a grade); families and professionals use it any day of the week.
  const onDay = spec.grade ? schoolDay : (day) => day;
  const registeredDay = onDay(seedDay - spec.registered * DAY_MS);
  const screenedDay = onDay(seedDay - spec.screened * DAY_MS);
  const registered = at(registeredDay, 7 * 60 + 30 + (n % 90));
  const started = at(screenedDay, 9 * 60 + 15 + ((n * 7) % 300));
  const created = new Date(Math.max(registered.getTime() + MINUTE_MS, started.getTime() - (5 + (n % 20)) * MINUTE_MS));
  const finished = new Date(started.getTime() + (16 + (n % 12)) * MINUTE_MS);
  const answered = spec.result === "in_progress" ? new Date((started.getTime() + finished.getTime()) / 2) : new Date(finished.getTime() - MINUTE_MS);
  return {
    registered,
    created,
    started: spec.result === "not_started" ? null : started,
    completed: ["low", "medium", "high"].includes(spec.result) ? finished : null,
    /** When the last answer was given: just before completing, or half way through a screening in progress. */
    lastAnswer: spec.result === "not_started" ? null : answered,
  };
}

/** When the answer `i` of `count` was given: evenly from the start to the last answer. */
export function answeredAt(dates, i, count) {
  const span = dates.lastAnswer.getTime() - dates.started.getTime();
  return new Date(dates.started.getTime() + Math.round(((i + 1) / count) * span));
}
