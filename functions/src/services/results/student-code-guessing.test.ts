// The arithmetic in docs/security.md, from the configured code length and limits: how long a stranger
// needs to reach one child's open test by guessing Student IDs.
import { describe, expect, it } from "vitest";
import { expectedGuesses, STUDENT_CODE_ALPHABET, STUDENT_CODE_LENGTH, STUDENT_CODE_SPACE } from "@readbright/domain/student-code";
import { STUDENT_CODE_MISS_LIMIT } from "./student-code-service";

const OPEN_TESTS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

describe("guessing a Student ID", () => {
  it("takes at least a billion requests on average with 10,000 tests open across every school", () => {
    expect(STUDENT_CODE_SPACE).toBe(STUDENT_CODE_ALPHABET.length ** STUDENT_CODE_LENGTH);
    const guesses = expectedGuesses(OPEN_TESTS);
    expect(guesses).toBeGreaterThanOrEqual(1e9);
    // At the configured limit each address the platform sees makes this many misses a day.
    const perAddressPerDay = STUDENT_CODE_MISS_LIMIT.limit * (DAY_MS / STUDENT_CODE_MISS_LIMIT.windowMs);
    const addressDays = guesses / perAddressPerDay;
    // Over half a million address-days: 1,000 addresses (IPv6 counted per /64) would need well over a year.
    expect(addressDays).toBeGreaterThan(500_000);
    console.warn(
      `student codes: ${STUDENT_CODE_ALPHABET.length}^${STUDENT_CODE_LENGTH} = ${STUDENT_CODE_SPACE.toExponential(2)}; ` +
        `${OPEN_TESTS} open → ${guesses.toExponential(2)} guesses on average; ${perAddressPerDay} misses per address per day → ${Math.round(addressDays).toLocaleString("en")} address-days`,
    );
  });
});
