// Student IDs a school's student types on the School search page: short, and made of characters that
// cannot be mistaken for one another (no 0/O, 1/I/L).
import { randomInt } from "node:crypto";

export const STUDENT_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const STUDENT_CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^[${STUDENT_CODE_ALPHABET}]{${STUDENT_CODE_LENGTH}}$`);

export function newStudentCode(random: (max: number) => number = randomInt): string {
  let code = "";
  for (let i = 0; i < STUDENT_CODE_LENGTH; i += 1) code += STUDENT_CODE_ALPHABET[random(STUDENT_CODE_ALPHABET.length)];
  return code;
}

/** The code as stored, from what was typed (case and surrounding spaces ignored); null if it cannot be one. */
export function normalizeStudentCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}
