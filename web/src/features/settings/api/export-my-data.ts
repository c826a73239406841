// GET /api/profile/export/ (contract: domain/src/api/profile.ts): the account's data as a ZIP file. The
// server asks for a sign-in minutes old; an older one is refused with EXPORT_MESSAGES.recentSignIn.
import { EXPORT_MESSAGES, exportProfileData } from "@readbright/domain/api/profile";
import { ApiError, apiClient } from "../../../lib/api-client";

export function exportMyData(): Promise<Blob> {
  return apiClient.get<Blob>(exportProfileData.href(), { responseType: "blob", requireSignIn: true });
}

/** The refusal that asks for the password again, rather than a failure. */
export function needsRecentSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === EXPORT_MESSAGES.recentSignIn;
}
