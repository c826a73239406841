// GET /api/evidence/ and the counters behind it on the emulators: each completion, re-score and deletion
// moves the sharded counters (in the change's own transaction) by exactly what a batch computation over
// the stored results and answers gives, and the public figures keep to their contract and to n >= 30.
import { describe, expect, it } from "vitest";
import { evidenceResponse } from "@readbright/domain/api/responses/evidence";
import type { EvidenceResponse } from "@readbright/domain/api/evidence";
import { MIN_CELL } from "@readbright/domain/api/evidence";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { answerAll, auth, isRecording, newAddress, newResult } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { onboardedUser } from "../fixtures/accounts";
import type { TestUser } from "../fixtures/users";

const SHARDS = 10;

/** Every counter of `scope`, summed over its shards, as the server reads them. */
async function counters(scope: string): Promise<Record<string, number>> {
  const db = adminDb();
  const snapshots = await db.getAll(...Array.from({ length: SHARDS }, (_, shard) => db.collection("statistics").doc(`${scope}~${shard}`)));
  const total: Record<string, number> = {};
  for (const snapshot of snapshots) for (const [name, value] of Object.entries((snapshot.get("counts") ?? {}) as Record<string, number>)) total[name] = (total[name] ?? 0) + value;
  return total;
}

function minus(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const name of new Set([...Object.keys(after), ...Object.keys(before)])) {
    const value = (after[name] ?? 0) - (before[name] ?? 0);
    if (value !== 0) delta[name] = value;
  }
  return delta;
}

/**
 * The sufficient statistics of `resultIds` computed afresh from the stored results and answers: for each
 * completed, unflagged result and each section whose scored answers are all marked, the section's n, sum
 * and sum of squares, and per item n, right and right × rest of the section; results and flags counted.
 */
async function batch(resultIds: readonly string[]): Promise<Record<string, number>> {
  const sums: Record<string, number> = {};
  const add = (name: string, value = 1) => {
    if (value !== 0) sums[name] = (sums[name] ?? 0) + value;
  };
  for (const id of resultIds) {
    const result = await adminDb().collection("assessment_results").doc(id).get();
    if (!result.exists || result.get("status") !== "completed") continue;
    add("r.total");
    const flags = (result.get("validity_flags") ?? []) as { code: string }[];
    if (flags.length > 0) {
      add("r.flagged");
      for (const code of new Set(flags.map((flag) => flag.code))) add(`f.${code}`);
      continue;
    }
    const answers = (await result.ref.collection("answers").get()).docs.map((doc) => doc.data()).filter((answer) => !answer.is_practice);
    for (const section of new Set(answers.map((answer) => answer.section_type as string))) {
      const list = answers.filter((answer) => answer.section_type === section);
      if (list.some((answer) => typeof answer.is_correct !== "boolean")) continue;
      const total = list.filter((answer) => answer.is_correct).length;
      add(`s.${section}.n`);
      add(`s.${section}.sum`, total);
      add(`s.${section}.ss`, total * total);
      for (const answer of list) {
        const x = answer.is_correct ? 1 : 0;
        add(`q${answer.question_id}.n`);
        add(`q${answer.question_id}.c`, x);
        add(`q${answer.question_id}.xr`, x * (total - x));
      }
    }
  }
  return sums;
}

/** The counters' change, keeping only the figures the batch computes (option, time and marker counts aside). */
const comparable = (delta: Record<string, number>) => Object.fromEntries(Object.entries(delta).filter(([name]) => /^(r\.|f\.|s\.|q\d+\.(n|c|xr)$)/.test(name)));

async function takeTest(user: TestUser, rule: (q: PublicQuestion) => boolean): Promise<{ participantId: string; result: ResultBody }> {
  const { participantId, result } = await newResult(user);
  await answerAll(result, rule, { user, markSpoken: true });
  const done = await apiJson<ResultBody>("/api/complete-assessment/", { ...auth(user), json: { participant_id: participantId, assessment_id: result.assessment_id } });
  expect(done.status).toBe(200);
  return { participantId, result };
}

describe("the evidence counters", () => {
  it("move with completions, a review and deletions exactly as a batch computation over the stored results", { timeout: 240_000 }, async () => {
    const user = await onboardedUser("parent");
    const { result: first } = await newResult(user);
    const itemsScope = `items:${first.assessment_id}`;
    const ownScope = `scope:owner:${user.uid}:${first.assessment_id}`;
    const before = await counters(itemsScope);

    const a = await takeTest(user, (q) => q.id % 2 === 0);
    const b = await takeTest(user, (q) => q.id % 3 !== 0);
    const c = await takeTest(user, () => true);
    const ids = [a.result.id, b.result.id, c.result.id];
    expect(comparable(minus(await counters(itemsScope), before))).toEqual(await batch(ids));
    // The account's own scope: the section sums and counts, never per item.
    const own = await counters(ownScope);
    expect(own).toEqual(Object.fromEntries(Object.entries(await batch(ids)).filter(([name]) => !name.startsWith("q"))));
    // Each result keeps exactly what it added.
    const stored = await adminDb().collection("assessment_results").doc(a.result.id).get();
    expect(Object.keys(stored.get("statistics_entry") ?? {}).sort()).toEqual([itemsScope, ownScope].sort());

    // A re-score: a person changes a spoken answer's mark; the old figures are taken back, the new added.
    const spoken = a.result.questions.find((q) => isRecording(q) && !q.is_practice)!;
    const review = await apiJson(`/api/assessment-results/${a.result.id}/reviews/`, { token: user.idToken, json: { question_id: spoken.id, is_correct: spoken.id % 2 !== 0 } });
    expect(review.status).toBe(200);
    expect(comparable(minus(await counters(itemsScope), before))).toEqual(await batch(ids));

    // Deleting one test, then a participant with theirs: exactly what each added is taken back.
    expect((await api(`/api/assessment-results/${b.result.id}`, { method: "DELETE", token: user.idToken, headers: newAddress() })).status).toBe(204);
    expect(comparable(minus(await counters(itemsScope), before))).toEqual(await batch([a.result.id, c.result.id]));
    expect((await api(`/api/participants/${c.participantId}`, { method: "DELETE", token: user.idToken, headers: newAddress() })).status).toBe(204);
    expect(comparable(minus(await counters(itemsScope), before))).toEqual(await batch([a.result.id]));

    // Deleting the account takes back the rest and leaves no counter named after it.
    expect((await api("/api/profile/", { method: "DELETE", token: user.idToken, json: { confirm_email: user.email } })).status).toBe(204);
    expect(comparable(minus(await counters(itemsScope), before))).toEqual({});
    const left = await adminDb().collection("statistics").get();
    expect(left.docs.filter((doc) => doc.id.includes(user.uid)).map((doc) => doc.id)).toEqual([]);
  });
});

describe("GET /api/evidence/", () => {
  it("answers anyone, signed out, with figures only where at least 30 results stand behind them", async () => {
    const response = await api("/api/evidence/", { headers: newAddress() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as EvidenceResponse;
    // Closed: no field the contract does not name.
    expect(() => evidenceResponse.validateSync(body)).not.toThrow();
    expect(body.min_cell).toBe(MIN_CELL);
    expect(Math.abs(Date.parse(body.computed_at) - Date.now())).toBeLessThan(120_000);
    // Every band in every language, each test named by its language and counted on its own (decision 50).
    expect(body.assessments.map((a) => `${a.band} ${a.language}`)).toEqual(["age-5-7 en", "age-8-10 en", "age-11-14 en", "age-15-plus en", "age-5-7 es", "age-8-10 es", "age-11-14 es", "age-15-plus es"]);
    for (const assessment of body.assessments) {
      for (const count of [assessment.completed, assessment.flagged, ...assessment.flags.map((f) => f.count)]) expect(count === null || count === 0 || count >= MIN_CELL).toBe(true);
      for (const section of assessment.sections) {
        if (section.n === null) expect([section.mean, section.sd, section.kr20, section.sem]).toEqual([null, null, null, null]);
        else expect(section.n).toBeGreaterThanOrEqual(MIN_CELL);
      }
      for (const item of assessment.items) {
        if (item.n === null) expect([item.proportion_correct, item.point_biserial, item.option_shares, item.machine_marked_share, item.flagged_for_review]).toEqual([null, null, null, null, false]);
        else expect(item.n).toBeGreaterThanOrEqual(MIN_CELL);
      }
    }
  });
});
