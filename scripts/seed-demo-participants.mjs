// Who the demo accounts have, by account uid. Fixed ids make the seed idempotent.
// `age` is { years, months } before the day the seed runs; `result` is how far their screening gets:
// not_started, in_progress, or completed with the risk level low / medium / high. `registered` and
// `screened` are how many days before the seed they were registered and their result was created and
// started (spread over six months, as a real account's would be; seed-demo-dates.mjs).
// `waiting` is how many of its spoken answers (the last ones it gave) still wait for a person to review
// them; the recogniser marked the others (seed-demo-answers.mjs). A result in progress has
// answered half its questions, or the share `answered` says.

// The school registered one year group at a time, as it rolled ReadBright out.
const REGISTERED_BY_GRADE = { 2: 171, 3: 122, 4: 64 };

const student = (n, name, gender, grade, section, result, screened, more = {}) => ({
  id: `demo-school-student-${String(n).padStart(2, "0")}`,
  name,
  gender,
  grade: String(grade),
  section,
  // Grade 2 are 7, grade 3 are 8, grade 4 are 9 (plus a few months).
  age: { years: grade + 5, months: (n * 5) % 11 },
  result,
  registered: REGISTERED_BY_GRADE[grade],
  screened,
  ...more,
});

export const DEMO_PARTICIPANTS = {
  "demo-parent": [
    { id: "demo-parent-child-1", name: "Amara Okafor", gender: "female", age: { years: 7, months: 4 }, history: "Learning to read at school; mixes up b and d.", result: "medium", registered: 140, screened: 138, waiting: 1 },
    { id: "demo-parent-child-2", name: "Tobi Okafor", gender: "male", age: { years: 10, months: 2 }, difficulties: "Reads slowly and avoids reading aloud.", result: "high", registered: 140, screened: 76 },
    { id: "demo-parent-child-3", name: "Zara Okafor", gender: "female", age: { years: 5, months: 8 }, result: "not_started", registered: 20, screened: 19 },
  ],
  "demo-individual": [
    { id: "demo-individual-self", name: "Iris Morgan", gender: "female", date_of_birth: "1994-03-12", is_self: true, result: "low", registered: 96, screened: 96, waiting: 1 },
  ],
  "demo-school": [
    student(1, "Oliver Hughes", "male", 2, "A", "low", 163),
    student(2, "Amelia Clarke", "female", 2, "A", "high", 161),
    student(3, "Noah Patel", "male", 2, "B", "medium", 134, { waiting: 2 }),
    student(4, "Isla Murphy", "female", 2, "B", "not_started", 6),
    student(5, "George Evans", "male", 3, "A", "low", 109),
    // Far enough to have said a word: the spoken questions are in the last section.
    student(6, "Ava Thompson", "female", 3, "A", "in_progress", 3, { answered: 0.75, waiting: 1 }),
    student(7, "Leo Khan", "male", 3, "B", "medium", 87, { waiting: 1 }),
    student(8, "Freya Walsh", "female", 3, "B", "low", 45),
    student(9, "Harry Wilson", "male", 4, "A", "high", 58),
    student(10, "Mia Roberts", "female", 4, "A", "low", 17, { waiting: 1 }),
    student(11, "Jack Davies", "male", 4, "B", "in_progress", 1),
    student(12, "Poppy Green", "female", 4, "B", "not_started", 2),
  ],
  "demo-professional": [
    { id: "demo-professional-client-1", name: "Ella Byrne", gender: "female", age: { years: 6, months: 9 }, history: "Referred by her teacher: slow to learn letter sounds.", result: "high", registered: 172, screened: 168 },
    { id: "demo-professional-client-2", name: "Cian Murphy", gender: "male", age: { years: 9, months: 3 }, difficulties: "Spelling and copying from the board.", result: "medium", registered: 111, screened: 104, waiting: 1 },
    { id: "demo-professional-client-3", name: "Aoife Kelly", gender: "female", age: { years: 12, months: 6 }, history: "Dyslexia in the family; parents asked for a screening.", result: "low", registered: 52, screened: 44 },
    { id: "demo-professional-client-4", name: "Sean Doyle", gender: "male", age: { years: 16, months: 1 }, difficulties: "Struggles with timed reading in exams.", result: "in_progress", registered: 6, screened: 2 },
  ],
};
