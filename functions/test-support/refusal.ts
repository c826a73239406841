// What a service call refused with, for unit tests: the HttpError's status and message, or "ok".
import { HttpError } from "../src/core/http-error";

export type Refusal = { status: number; message: string } | "ok";

function refusedWith(err: unknown): Refusal {
  if (err instanceof HttpError) return { status: err.status, message: err.message };
  throw err;
}

export function refusal(fn: () => unknown): Refusal {
  try {
    fn();
    return "ok";
  } catch (err) {
    return refusedWith(err);
  }
}

export async function asyncRefusal(fn: () => Promise<unknown>): Promise<Refusal> {
  try {
    await fn();
    return "ok";
  } catch (err) {
    return refusedWith(err);
  }
}
