// getOwnEvidence (contract: domain/src/api/evidence-mine.ts): a school's or a professional's own figures,
// read beside the dashboard's other requests (never after them) and only for those who have them.
import { getOwnEvidence } from "@readbright/domain/api/evidence-mine";
import type { OwnEvidenceResponse } from "@readbright/domain/api/evidence-mine";
import useSWR from "swr";
import { call } from "../../../lib/api-call";
import { useAuth } from "../../../lib/auth-context";

export function fetchOwnEvidence(): Promise<OwnEvidenceResponse> {
  return call(getOwnEvidence);
}

export function useOwnEvidence(enabled: boolean) {
  const { user } = useAuth();
  return useSWR(user && enabled ? [getOwnEvidence.href(), user.uid] : null, fetchOwnEvidence, { revalidateOnFocus: false });
}
