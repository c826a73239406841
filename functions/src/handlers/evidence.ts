import type { getEvidence } from "@readbright/domain/api/evidence";
import { EVIDENCE_CACHE_SECONDS } from "../config";
import type { Handler } from "../http/types";
import { evidenceFor } from "../services/results/evidence-service";

/** GET /api/evidence/: public; the service limits requests per address and reuses its figures briefly. */
export const getEvidenceHandler: Handler<typeof getEvidence> = async ({ requester }, res) => {
  const figures = await evidenceFor(requester.clientIp);
  res.set("Cache-Control", EVIDENCE_CACHE_SECONDS > 0 ? `public, max-age=${EVIDENCE_CACHE_SECONDS}` : "no-store").send(figures);
};
