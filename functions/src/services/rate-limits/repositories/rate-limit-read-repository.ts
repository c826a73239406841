// Reads a rate_limits document without counting a request: for limits that count only some requests
// (unknown ids) but must refuse every request once they are full.
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { RATE_LIMITS } from "../../../db/collections";

/** The recorded hits (epoch milliseconds) of one limited key; [] when there are none. */
export async function readRateLimitHits(id: string): Promise<number[]> {
  const hits = (await getFirestore(adminApp()).collection(RATE_LIMITS).doc(id).get()).get("hits");
  if (!Array.isArray(hits)) return [];
  return hits.filter((hit): hit is Timestamp => hit instanceof Timestamp).map((hit) => hit.toMillis());
}
