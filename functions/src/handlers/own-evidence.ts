import type { getOwnEvidence } from "@readbright/domain/api/evidence-mine";
import type { Handler } from "../http/types";
import { ownEvidence } from "../services/results/own-evidence-service";

/** GET /api/evidence/mine/: the caller's school's or caseload's own figures (403 for families). */
export const getOwnEvidenceHandler: Handler<typeof getOwnEvidence> = async ({ user }, res) => {
  res.set("Cache-Control", "private, no-store").send(await ownEvidence(user));
};
