import { ApiError } from "./api-client";

/** The server's message for a failed call, or the fallback for anything else (network, bugs). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
