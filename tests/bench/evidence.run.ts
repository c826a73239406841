// `npm run bench -- tests/bench/evidence.run.ts`: the evidence counters at 1,000 and then 20,000 stored
// results. One completion's statistics update (the counter writes of one result in one transaction, as the
// completion joins them to its own: no extra transaction) and a whole completion through the API, then
// GET /api/evidence/, each timed at both sizes: neither may grow with the number of results. The store is
// filled cheaply: completed result documents written in batches, each carrying the statistics entry of a
// real completed test, and the counters raised by the same entries.
import { describe, expect, it } from "vitest";
import { FieldValue } from "firebase-admin/firestore";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { answerAll, auth, newAddress, newResult } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { onboardedUser } from "../fixtures/accounts";
import type { TestUser } from "../fixtures/users";
import { figures, percentile, record, timed } from "./measure";

const SHARDS = 10;
type Entry = Record<string, Record<string, number>>;

async function completedTest(user: TestUser, rule: (q: PublicQuestion) => boolean): Promise<{ id: string; completeMs: number }> {
  const { participantId, result } = await newResult(user);
  await answerAll(result, rule, { user, markSpoken: true });
  const { ms, value } = await timed(() => apiJson<ResultBody>("/api/complete-assessment/", { ...auth(user), json: { participant_id: participantId, assessment_id: result.assessment_id } }));
  if (value.status !== 200) throw new Error(`complete answered ${value.status}`);
  return { id: result.id, completeMs: ms };
}

/** Adds `count` completed results carrying `entry` (documents in batches of 500) and raises the counters by as much. */
async function fill(count: number, entry: Entry, template: FirebaseFirestore.DocumentData): Promise<void> {
  const db = adminDb();
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 500); i += 1) batch.set(db.collection("assessment_results").doc(), { ...template, participant_id: `bench-${i}` });
    await batch.commit();
  }
  const batch = db.batch();
  for (const [scope, counts] of Object.entries(entry)) {
    for (let shard = 0; shard < SHARDS; shard += 1) {
      const share = Math.floor(count / SHARDS) + (shard < count % SHARDS ? 1 : 0);
      const increments = Object.fromEntries(Object.entries(counts).map(([name, value]) => [name, FieldValue.increment(value * share)]));
      batch.set(db.collection("statistics").doc(`${scope}~${shard}`), { scope, counts: increments }, { merge: true });
    }
  }
  await batch.commit();
}

/** One result's statistics update on its own: the same writes a completion joins to its transaction. */
async function statisticsUpdate(entry: Entry, shard: number): Promise<number> {
  const db = adminDb();
  const { ms } = await timed(() =>
    db.runTransaction(async (tx) => {
      for (const [scope, counts] of Object.entries(entry)) {
        const increments = Object.fromEntries(Object.entries(counts).map(([name, value]) => [name, FieldValue.increment(value)]));
        tx.set(db.collection("statistics").doc(`${scope}~${shard}`), { scope, counts: increments }, { merge: true });
      }
    }),
  );
  return ms;
}

async function evidenceGet(): Promise<number> {
  const { ms, value } = await timed(() => api("/api/evidence/", { headers: newAddress() }));
  await value.arrayBuffer();
  if (value.status !== 200) throw new Error(`evidence answered ${value.status}`);
  return ms;
}

describe("the evidence bench", () => {
  it("times a completion's statistics update and GET /api/evidence/ at 1,000 and 20,000 stored results", async () => {
    const user = await onboardedUser("parent");
    const first = await completedTest(user, (q) => q.id % 2 === 0);
    const stored = (await adminDb().collection("assessment_results").doc(first.id).get()).data()!;
    const entry = stored.statistics_entry as Entry;
    const template = { ...stored, owner_uid: "bench", statistics_entry: entry };
    const existing = (await adminDb().collection("assessment_results").count().get()).data().count;
    const rows: Record<number, { update: number; complete: number; get: number }> = {};
    let filled = existing;
    for (const size of [1_000, 20_000]) {
      if (filled < size) await fill(size - filled, entry, template);
      filled = Math.max(filled, size);
      const updates = [];
      for (let i = 0; i < 20; i += 1) updates.push(await statisticsUpdate(entry, i % SHARDS));
      const completes = [];
      for (let i = 0; i < 3; i += 1) completes.push((await completedTest(user, (q) => (q.id + i) % 3 !== 0)).completeMs);
      const gets = [];
      for (let i = 0; i < 20; i += 1) gets.push(await evidenceGet());
      rows[size] = { update: percentile(updates, 50), complete: percentile(completes, 50), get: percentile(gets, 50) };
      record(`one completion's statistics update at ${size} results (median of 20)`, `${rows[size].update.toFixed(1)} ms`, "50 ms", rows[size].update <= 50);
      record(`a completion through the API at ${size} results (median of 3; no extra transaction)`, `${rows[size].complete.toFixed(0)} ms`, "none: compared below", true);
      record(`GET /api/evidence/ at ${size} results (median of 20)`, `${rows[size].get.toFixed(1)} ms`, "500 ms", rows[size].get <= 500);
    }
    // Neither grows with the number of results: at 20 times the results, within 1.5 times (and 20 ms) of the first.
    const flat = (a: number, b: number) => b <= Math.max(a * 1.5, a + 20);
    record("statistics update, 20,000 vs 1,000 results", `${rows[20_000]!.update.toFixed(1)} vs ${rows[1_000]!.update.toFixed(1)} ms`, "no growth", flat(rows[1_000]!.update, rows[20_000]!.update));
    record("GET /api/evidence/, 20,000 vs 1,000 results", `${rows[20_000]!.get.toFixed(1)} vs ${rows[1_000]!.get.toFixed(1)} ms`, "no growth", flat(rows[1_000]!.get, rows[20_000]!.get));
  });

  it("met its budgets", () => {
    expect(figures.filter((f) => !f.ok).map((f) => f.name)).toEqual([]);
  });
});
