// GET /api/profile/export/ (contract: domain/src/api/profile.ts): the account's data as a ZIP file.
import { exportProfileData } from "@readbright/domain/api/profile";
import { apiClient } from "../../../lib/api-client";

export function exportMyData(): Promise<Blob> {
  return apiClient.get<Blob>(exportProfileData.href(), { responseType: "blob", requireSignIn: true });
}
