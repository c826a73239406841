// getEvidence (contract: domain/src/api/evidence.ts): the public figures, the same for every visitor, so
// one cache entry serves signed-in and signed-out alike. Read once per visit: the server computes them
// from counters and they move slowly.
import { getEvidence } from "@readbright/domain/api/evidence";
import type { EvidenceResponse } from "@readbright/domain/api/evidence";
import useSWR from "swr";
import { call } from "../../../lib/api-call";

export const EVIDENCE_KEY = "evidence";

export function fetchEvidence(): Promise<EvidenceResponse> {
  return call(getEvidence);
}

export function useEvidence() {
  return useSWR(EVIDENCE_KEY, fetchEvidence, { revalidateOnFocus: false, shouldRetryOnError: false });
}
