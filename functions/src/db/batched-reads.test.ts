import { getFirestore } from "firebase-admin/firestore";
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { adminApp } from "../admin-app";
import { batchingReads } from "./batched-reads";

/** A transaction that answers each getAll with the paths it was asked, and records every call. */
function fakeTransaction() {
  const calls: string[][] = [];
  const writes: string[] = [];
  const tx = {
    getAll: async (...refs: DocumentReference[]) => {
      calls.push(refs.map((r) => r.path));
      return refs.map((r) => ({ id: r.id, path: r.path }));
    },
    get: async () => "a query's answer",
    set(ref: DocumentReference) {
      writes.push(ref.path);
      return this;
    },
  };
  return { tx: tx as unknown as Transaction, calls, writes };
}

describe("batchingReads", () => {
  const db = getFirestore(adminApp());

  it("sends the reads asked together as one getAll, each answered with its own document", async () => {
    const { tx, calls } = fakeTransaction();
    const batched = batchingReads(tx);
    const [result, answer, count] = await Promise.all([batched.get(db.doc("results/r1")), batched.get(db.doc("results/r1/answers/3")), batched.get(db.doc("rate_limits/k"))]);
    expect(calls).toEqual([["results/r1", "results/r1/answers/3", "rate_limits/k"]]);
    expect([result.id, answer.id, count.id]).toEqual(["r1", "3", "k"]);
  });

  it("sends a read asked later as a batch of its own", async () => {
    const { tx, calls } = fakeTransaction();
    const batched = batchingReads(tx);
    await batched.get(db.doc("results/r1"));
    await batched.get(db.doc("participants/p1"));
    expect(calls).toEqual([["results/r1"], ["participants/p1"]]);
  });

  it("fails every read of a batch that failed", async () => {
    const { tx } = fakeTransaction();
    (tx as unknown as { getAll: () => Promise<never> }).getAll = () => Promise.reject(new Error("contention"));
    const batched = batchingReads(tx);
    const reads = [batched.get(db.doc("results/r1")), batched.get(db.doc("rate_limits/k"))];
    for (const read of reads) await expect(read).rejects.toThrow("contention");
  });

  it("passes queries and writes through to the transaction", async () => {
    const { tx, writes } = fakeTransaction();
    const batched = batchingReads(tx);
    expect(await batched.get(db.collection("results"))).toBe("a query's answer");
    batched.set(db.doc("results/r2"), {});
    expect(writes).toEqual(["results/r2"]);
  });
});
