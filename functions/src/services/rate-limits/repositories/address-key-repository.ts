// The day's secret that rate-limit ids are keyed with (address-key.ts): one random key per UTC day in
// address_keys/{YYYY-MM-DD}, created by whichever instance asks first. The daily run deletes every
// earlier day's key, so a stored id can no longer be matched to an address by trying them all.
import { randomBytes } from "node:crypto";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { ADDRESS_KEYS } from "../../../db/collections";

const ALREADY_EXISTS = 6;

/** The key of `day` (YYYY-MM-DD), made now when no instance has made it yet. */
export async function dayKey(day: string, expiresAt: Date): Promise<Buffer> {
  const ref = getFirestore(adminApp()).collection(ADDRESS_KEYS).doc(day);
  const fresh = randomBytes(32);
  try {
    await ref.create({ key: fresh.toString("base64"), expires_at: Timestamp.fromDate(expiresAt) });
    return fresh;
  } catch (err) {
    if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
  }
  const stored: unknown = (await ref.get()).get("key");
  if (typeof stored !== "string") throw new Error(`address key ${day} is unreadable`);
  return Buffer.from(stored, "base64");
}
