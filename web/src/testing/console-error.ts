// An unexpected console.error (a React warning, a failed request) fails the test that caused it.
import { vi } from "vitest";
import type { MockInstance } from "vitest";

let spy: MockInstance<typeof console.error> | undefined;
let expected = 0;

export function watchConsoleError(): void {
  expected = 0;
  spy = vi.spyOn(console, "error").mockImplementation(() => {});
}

/** Call in a test that logs on purpose, with how many errors it logs. */
export function expectConsoleError(count = 1): void {
  expected += count;
}

export function failOnUnexpectedConsoleError(): void {
  const calls = spy?.mock.calls ?? [];
  spy = undefined;
  if (calls.length !== expected) {
    const logged = calls.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`Expected ${expected} console.error call(s) but got ${calls.length}:\n${logged}`);
  }
}
