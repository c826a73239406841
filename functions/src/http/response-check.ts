// The run-time half of the typed answer (docs/decisions/0038): in development and tests each JSON answer
// is checked against its contract's response schema as the client will read it, and one that does not fit
// becomes a 500 naming every mismatch. Never in production: there the answer goes out unchecked.
import { ValidationError } from "yup";
import type { ResponseSchema } from "@readbright/domain/api/responses/schema";
import { HttpError } from "../core/http-error";

/**
 * On in the Functions emulator (npm start, the API and browser tests) and under vitest; off when deployed,
 * and off when RESPONSE_CHECKS=off (`npm run bench` times the path production runs).
 */
export function responseChecksOn(env: Record<string, string | undefined> = process.env): boolean {
  if (env.RESPONSE_CHECKS === "off") return false;
  return env.FUNCTIONS_EMULATOR === "true" || env.VITEST === "true";
}

/** The client's view of `value` (JSON in, JSON out: dates as text, undefined fields gone) must fit `schema`. */
export function checkResponse(schema: ResponseSchema<unknown>, value: unknown, route: string): void {
  const sent: unknown = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  try {
    schema.validateSync(sent, { strict: true, abortEarly: false });
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw new HttpError(500, `The answer of ${route} does not fit its contract: ${err.errors.join("; ")}`);
  }
}
