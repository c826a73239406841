// exportProfileData (contract: domain/src/api/profile.ts): the account's data as a ZIP file. The
// server asks for a sign-in minutes old; an older one is refused with EXPORT_MESSAGES.recentSignIn.
import { EXPORT_MESSAGES, exportProfileData } from "@readbright/domain/api/profile";
import { call } from "../../../lib/api-call";
import { ApiError } from "../../../lib/api-client";

export function exportMyData(): Promise<Blob> {
  return call(exportProfileData, {}, { responseType: "blob" });
}

/** The refusal that asks for the password again, rather than a failure. */
export function needsRecentSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === EXPORT_MESSAGES.recentSignIn;
}
