// Paged lists: ?limit=&cursor= on participants and results, sorted and filtered on the server,
// with a server-side total; without limit, the spec's plain array as before.
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { Page } from "@readbright/domain/api/paging";
import { PAGING_MESSAGES } from "@readbright/domain/api/paging";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import type { Participant } from "@readbright/domain/participant-schemas";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { assessmentForAge, getOrCreate } from "../fixtures/assessments";
import { createParticipant } from "../fixtures/participants";
import { parent, schoolAdmin } from "../fixtures/participant-accounts";
import type { TestUser } from "../fixtures/users";

async function walk<T>(user: TestUser, path: string, limit: number): Promise<{ pages: Page<T>[]; items: T[] }> {
  const pages: Page<T>[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const { status, body }: { status: number; body: Page<T> } = await apiJson<Page<T>>(`${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, { token: user.idToken });
    expect(status).toBe(200);
    pages.push(body);
    cursor = body.next_cursor;
  } while (cursor && pages.length < 20);
  return { pages, items: pages.flatMap((page) => page.items) };
}

describe("paged participants", () => {
  it("walks a school's students by name, each once, with the total on every page, and filters by class on the server", async () => {
    const { user, schoolId } = await schoolAdmin();
    const names = ["Zed", "Amy", "Bob", "Cy", "Dot", "Eli", "Amy"];
    for (const [i, name] of names.entries()) await createParticipant(user.uid, { name, school_id: schoolId, grade: i % 2 ? "4" : "5", section: "B" });

    const whole = await apiJson<Participant[]>("/api/participants/", { token: user.idToken });
    const { pages, items } = await walk<Participant>(user, "/api/participants/", 3);

    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
    expect(pages.every((page) => page.total === 7)).toBe(true);
    expect(pages.at(-1)?.next_cursor).toBeNull();
    expect(items.map((p) => p.name)).toEqual(["Amy", "Amy", "Bob", "Cy", "Dot", "Eli", "Zed"]);
    expect(new Set(items.map((p) => p.id)).size).toBe(7);
    // The same people, in the same order, as the spec's unpaged array.
    expect(items.map((p) => p.id)).toEqual(whole.body.map((p) => p.id));

    const grade4 = await walk<Participant>(user, "/api/participants/?grade=4&section=B", 2);
    expect(grade4.items.map((p) => p.name)).toEqual(["Amy", "Cy", "Eli"]);
    expect(grade4.pages[0]?.total).toBe(3);
    const unpaged = await apiJson<Participant[]>("/api/participants/?grade=4", { token: user.idToken });
    expect(unpaged.body.map((p) => p.name)).toEqual(["Amy", "Cy", "Eli"]);
  });

  it("refuses a bad limit or a cursor it did not write", async () => {
    const user = await parent();
    for (const limit of ["0", "201", "abc", "2.5"]) {
      expect(await apiJson(`/api/participants/?limit=${limit}`, { token: user.idToken })).toEqual({ status: 400, body: { error: PAGING_MESSAGES.limitInvalid } });
    }
    for (const cursor of ["bm90IGpzb24", Buffer.from(JSON.stringify(["Ann", "../profiles/x"])).toString("base64url"), "a%2Fb"]) {
      expect(await apiJson(`/api/participants/?limit=5&cursor=${cursor}`, { token: user.idToken })).toEqual({ status: 400, body: { error: PAGING_MESSAGES.cursorInvalid } });
    }
  });
});

describe("paged results", () => {
  it("walks an owner's results newest first, leaves out a school's they left, and still answers 404 for a participant not theirs", async () => {
    const user = await parent();
    const assessment = await assessmentForAge(user, 9);
    const created: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const participantId = await createParticipant(user.uid);
      const { body } = await getOrCreate(user, { participant_id: participantId, assessment_id: assessment.id });
      created.push(body.id);
    }
    // A result the owner made for a school they have since left: not in their list, nor in its count.
    await adminDb().collection("assessment_results").add({ status: "completed", participant_id: "gone", assessment_id: assessment.id, owner_uid: user.uid, school_id: "old-school", organization_id: null, created_at: Timestamp.now() });

    const { pages, items } = await walk<ResultListItem>(user, "/api/assessment-results/", 2);

    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((page) => page.total === 5)).toBe(true);
    expect(items.map((r) => r.id)).toEqual([...created].reverse());
    const whole = await apiJson<ResultListItem[]>("/api/assessment-results/", { token: user.idToken });
    expect(whole.body.map((r) => r.id)).toEqual(items.map((r) => r.id));

    expect(await apiJson("/api/assessment-results/?participant_id=not-mine&limit=2", { token: user.idToken })).toMatchObject({ status: 404 });
    expect(await apiJson("/api/assessment-results/?limit=0", { token: user.idToken })).toEqual({ status: 400, body: { error: PAGING_MESSAGES.limitInvalid } });
  });
});
