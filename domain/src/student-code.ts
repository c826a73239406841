// Student IDs a school's student types on the School search page (spec section 2). Nine characters that
// cannot be mistaken for one another (no 0/O, 1/I/L), shown in groups of three for reading aloud and
// typing: K7M-Q2X-9PT. Stored and looked up without the dashes. Long enough that guessing one is hopeless
// (docs/security.md: the arithmetic, tested in functions' student-code-service test).

export const STUDENT_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const STUDENT_CODE_LENGTH = 9;
export const STUDENT_CODE_GROUP = 3;
const CODE_PATTERN = new RegExp(`^[${STUDENT_CODE_ALPHABET}]{${STUDENT_CODE_LENGTH}}$`);

/** A fresh code as stored: `random(n)` must be a uniform secure integer below n (node:crypto randomInt). */
export function newStudentCode(random: (max: number) => number): string {
  let code = "";
  for (let i = 0; i < STUDENT_CODE_LENGTH; i += 1) code += STUDENT_CODE_ALPHABET[random(STUDENT_CODE_ALPHABET.length)];
  return code;
}

/** The code as stored, from what was typed (case, spaces and dashes ignored); null if it cannot be one. */
export function normalizeStudentCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** "K7MQ2X9PT" -> "K7M-Q2X-9PT", as people see it; anything else unchanged. */
export function formatStudentCode(code: string): string {
  if (!CODE_PATTERN.test(code)) return code;
  return (code.match(new RegExp(`.{1,${STUDENT_CODE_GROUP}}`, "g")) as string[]).join("-");
}

/** How many codes exist: every guess hits one of `open` waiting tests with probability open / this. */
export const STUDENT_CODE_SPACE = STUDENT_CODE_ALPHABET.length ** STUDENT_CODE_LENGTH;

/** Guesses a stranger needs on average to reach one of `openTests` waiting tests. */
export function expectedGuesses(openTests: number): number {
  return STUDENT_CODE_SPACE / openTests;
}
