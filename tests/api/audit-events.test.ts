// The audit log: each action a school's or organization's admin may ask about writes exactly one
// audit_events document, with who did it and what it was about; a refused action writes none. Only the
// admin reads the log (GET /api/audit-events/), their own school's or organization's, newest first, paged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEventResponse } from "@readbright/domain/api/audit-events";
import { AUDIT_MESSAGES } from "@readbright/domain/api/audit-events";
import type { Page } from "@readbright/domain/api/paging";
import { PAGING_MESSAGES } from "@readbright/domain/api/paging";
import { questionPlace } from "@readbright/domain/question-order";
import { Timestamp } from "firebase-admin/firestore";
import { onboardedUser } from "../fixtures/accounts";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { isRecording, postRecording, webm } from "../fixtures/assessments";
import { acceptInvite } from "../fixtures/invites";
import { PROFILE_INFO } from "../fixtures/profiles";
import { added, CHILD, individual, professional } from "../fixtures/participant-accounts";
import { buildWorld, newTarget } from "../fixtures/security-world";
import type { Target, World } from "../fixtures/security-world";
import { uniqueEmail } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

let world: World;
const figures: string[] = [];
beforeAll(async () => {
  world = await buildWorld();
}, 120_000);

const owner = () => world.users.owner;
const teacher = () => world.users.sameSchoolTeacher;
const del = (path: string, user: TestUser | undefined) => api(path, { method: "DELETE", token: user?.idToken });
const activity = (user: TestUser | undefined, query = "") => apiJson<Page<AuditEventResponse> & { error?: string }>(`/api/audit-events/${query}`, { token: user?.idToken });

type Stored = Record<string, unknown> & { id: string };

/** The stored events of an action about one thing (or, with no target id, every one of the action in the school). */
async function eventsOf(action: string, targetId: string | null, scope: [field: string, value: string] = ["school_id", world.schoolId]): Promise<Stored[]> {
  let q = adminDb().collection("audit_events").where(scope[0], "==", scope[1]).where("action", "==", action);
  if (targetId !== null) q = q.where("target_id", "==", targetId);
  return (await q.get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

/** The events in `after` that were not in `before`. */
const added_ = (before: Stored[], after: Stored[]) => after.filter((e) => !before.some((b) => b.id === e.id));

/** The one event's fields, its time checked to be a Timestamp of the last minute. */
function theOne(events: Stored[]): Record<string, unknown> {
  expect(events).toHaveLength(1);
  const { id: _id, created_at, ...fields } = events[0]!;
  expect(created_at).toBeInstanceOf(Timestamp);
  expect(Date.now() - (created_at as Timestamp).toMillis()).toBeLessThan(60_000);
  return fields;
}

const bySchoolActor = (actor: TestUser, name: string) => ({
  actor_uid: actor.uid,
  actor_name: name,
  actor_email: actor.email,
  school_id: world.schoolId,
  organization_id: null,
});

/** A fresh test whose first scored spoken answer is stored and waits for a person. */
async function recorded(): Promise<{ target: Target; questionId: number; place: string }> {
  const target = await newTarget(world);
  const question = target.result.questions.find((q) => isRecording(q) && !q.is_practice)!;
  expect((await postRecording({ resultId: target.result.id, questionId: question.id, bytes: webm() })).status).toBe(200);
  // The log names the question as a school knows it, never by the bank's id (decision 36).
  const place = questionPlace(target.result.questions, question.id);
  expect(place).toMatch(/^Phonological Awareness, question \d+$/);
  return { target, questionId: question.id, place };
}

describe("the actions that write an audit event", () => {
  it("a participant deleted by a teacher: one event naming the teacher, not the student (neither name nor id is kept); another school's refused delete writes none", async () => {
    const target = await newTarget(world);
    const before = await eventsOf("participant_deleted", null);
    expect((await del(`/api/participants/${target.participantId}`, world.users.otherSchool)).status).toBe(404);
    expect(await eventsOf("participant_deleted", null)).toHaveLength(before.length);

    expect((await del(`/api/participants/${target.participantId}`, teacher())).status).toBe(204);
    expect(theOne(added_(before, await eventsOf("participant_deleted", null)))).toEqual({
      action: "participant_deleted",
      ...bySchoolActor(teacher(), "Sam Staff"),
      target_type: "participant",
      target_id: null,
      target_label: "A deleted participant",
      detail: "Grade 4",
      participant_id: null,
    });
  });

  it("a result deleted: one event about the test, none for a refused delete; the events about it before keep their words but lose its id", async () => {
    const { target, questionId, place } = await recorded();
    expect((await apiJson(`/api/assessment-results/${target.result.id}/reviews/`, { token: owner().idToken, json: { question_id: questionId, is_correct: true } })).status).toBe(200);
    expect(await eventsOf("answer_marked", target.result.id)).toHaveLength(1);
    const before = await eventsOf("result_deleted", null);
    expect((await del(`/api/assessment-results/${target.result.id}`, world.users.otherParent)).status).toBe(404);
    expect(await eventsOf("result_deleted", null)).toHaveLength(before.length);

    expect((await del(`/api/assessment-results/${target.result.id}`, owner())).status).toBe(204);
    expect(theOne(added_(before, await eventsOf("result_deleted", null)))).toMatchObject({
      action: "result_deleted",
      actor_uid: owner().uid,
      school_id: world.schoolId,
      target_type: "result",
      target_id: null,
      target_label: CHILD.name,
      detail: expect.stringMatching(/^In progress test of \d{4}-\d{2}-\d{2}$/),
    });
    expect(await eventsOf("answer_marked", target.result.id)).toEqual([]);
    const marked = await eventsOf("answer_marked", null);
    expect(marked.filter((e) => e.detail === `${place}: Correct` && e.target_id === null).length).toBeGreaterThanOrEqual(1);
  });

  it("an answer marked: one event per mark, with the question and the mark; a stranger's refused mark writes none", async () => {
    const { target, questionId, place } = await recorded();
    const mark = (user: TestUser, is_correct: boolean) => apiJson(`/api/assessment-results/${target.result.id}/reviews/`, { token: user.idToken, json: { question_id: questionId, is_correct } });
    expect((await mark(world.users.otherSchool, true)).status).toBe(404);
    expect(await eventsOf("answer_marked", target.result.id)).toEqual([]);

    expect((await mark(teacher(), true)).status).toBe(200);
    expect(theOne(await eventsOf("answer_marked", target.result.id))).toEqual({
      action: "answer_marked",
      ...bySchoolActor(teacher(), "Sam Staff"),
      target_type: "result",
      target_id: target.result.id,
      target_label: CHILD.name,
      detail: `${place}: Correct`,
      participant_id: target.participantId,
    });
    expect((await mark(owner(), false)).status).toBe(200);
    expect((await eventsOf("answer_marked", target.result.id)).map((e) => e.detail).sort()).toEqual([`${place}: Correct`, `${place}: Incorrect`]);
  });

  it("a recording played: one event per listening (the request of its start), none for the ranges after it, a HEAD or a refused stranger", async () => {
    const { target, questionId, place } = await recorded();
    const path = `/api/assessment-results/${target.result.id}/recordings/${questionId}/`;
    const hear = async (user: TestUser, headers: Record<string, string> = {}, method = "GET") => {
      const response = await api(path, { token: user.idToken, headers, method });
      await response.arrayBuffer();
      return response.status;
    };
    expect(await hear(world.users.otherParent)).toBe(404);
    expect(await hear(owner(), {}, "HEAD")).toBe(200);
    expect(await eventsOf("recording_played", target.result.id)).toEqual([]);

    expect(await hear(owner(), { range: "bytes=0-" })).toBe(206);
    expect(await hear(owner(), { range: "bytes=10-20" })).toBe(206);
    expect(theOne(await eventsOf("recording_played", target.result.id))).toMatchObject({
      action: "recording_played",
      actor_uid: owner().uid,
      school_id: world.schoolId,
      target_type: "result",
      target_label: CHILD.name,
      detail: place,
    });
    expect(await hear(teacher())).toBe(200);
    expect((await eventsOf("recording_played", target.result.id)).map((e) => e.actor_uid).sort()).toEqual([owner().uid, teacher().uid].sort());
  });

  it("a class list and an export downloaded: one event each with the class or the filters", async () => {
    await newTarget(world);
    const before = { lists: (await eventsOf("class_list_downloaded", null)).length, exports: (await eventsOf("results_exported", null)).length };
    const list = await apiJson<unknown[]>("/api/participants/class-list/?grade=4", { token: teacher().idToken });
    expect(list.status).toBe(200);
    const lists = await eventsOf("class_list_downloaded", null);
    expect(lists).toHaveLength(before.lists + 1);
    expect(lists.find((e) => e.actor_uid === teacher().uid)).toMatchObject({ target_type: "class", target_id: null, target_label: "Grade 4", detail: `${list.body.length} students` });

    const response = await api("/api/assessment-results/export/?grade=4&risk=high", { token: owner().idToken });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const exports = await eventsOf("results_exported", null);
    expect(exports).toHaveLength(before.exports + 1);
    expect(exports.find((e) => e.detail === "Grade 4, high risk")).toMatchObject({ actor_uid: owner().uid, target_type: "results", target_id: null, target_label: "0 tests" });
    // A bad filter is refused before anything is read or logged.
    expect((await api("/api/assessment-results/export/?risk=purple", { token: owner().idToken })).status).toBe(400);
    expect(await eventsOf("results_exported", null)).toHaveLength(before.exports + 1);
  });

  it("staff invited, an invitation withdrawn, a member removed and a member's own account deleted: one event each", async () => {
    const email = uniqueEmail("audit-teacher");
    const invited = await apiJson<{ id: string }>("/api/subusers/", { token: owner().idToken, json: { email } });
    expect(invited.status).toBe(201);
    // The same address again is the same invitation: nothing new happened.
    expect((await apiJson("/api/subusers/", { token: owner().idToken, json: { email } })).status).toBe(201);
    // A teacher may not invite: refused, and not logged.
    expect((await apiJson("/api/subusers/", { token: teacher().idToken, json: { email: uniqueEmail("nope") } })).status).toBe(403);
    expect(theOne(await eventsOf("staff_invited", invited.body.id))).toEqual({
      action: "staff_invited",
      ...bySchoolActor(owner(), `${PROFILE_INFO.first_name} ${PROFILE_INFO.last_name}`),
      target_type: "invitation",
      target_id: invited.body.id,
      target_label: email,
      detail: null,
      participant_id: null,
    });
    expect((await eventsOf("staff_invited", null)).filter((e) => e.actor_uid === teacher().uid)).toEqual([]);

    const withdrawn = await apiJson<{ id: string }>("/api/subusers/", { token: owner().idToken, json: { email: uniqueEmail("withdrawn") } });
    expect((await del(`/api/subusers/${withdrawn.body.id}`, owner())).status).toBe(204);
    expect(theOne(await eventsOf("staff_removed", withdrawn.body.id))).toMatchObject({ target_type: "invitation", detail: "Invitation withdrawn" });

    const member = await acceptInvite(email, invited.body.id);
    expect((await del(`/api/subusers/${member.uid}`, world.users.otherSchool)).status).toBe(404);
    expect((await del(`/api/subusers/${member.uid}`, owner())).status).toBe(204);
    expect(theOne(await eventsOf("staff_removed", member.uid))).toMatchObject({ actor_uid: owner().uid, target_type: "user", target_label: email, detail: null });

    const leavingEmail = uniqueEmail("leaving");
    const leaving = await apiJson<{ id: string }>("/api/subusers/", { token: owner().idToken, json: { email: leavingEmail } });
    const leaver = await acceptInvite(leavingEmail, leaving.body.id);
    expect((await api("/api/profile/", { method: "DELETE", token: leaver.idToken, json: { confirm_email: "someone-else@example.com" } })).status).toBe(400);
    const deletedBefore = await eventsOf("user_deleted", null);
    expect((await api("/api/profile/", { method: "DELETE", token: leaver.idToken, json: { confirm_email: leaver.email } })).status).toBe(204);
    // The event says a member of staff left, naming nobody: the account is gone, and so is who they were.
    expect(theOne(added_(deletedBefore, await eventsOf("user_deleted", null)))).toMatchObject({ actor_uid: "", actor_name: "A former member of staff", actor_email: null, school_id: world.schoolId, target_type: "user", target_id: null, target_label: "A former member of staff" });
    expect(theOne(await eventsOf("staff_invited", null).then((all) => all.filter((e) => e.detail === null && e.target_label === "A former member of staff" && e.target_id === null && e.action === "staff_invited").slice(-1)))).toMatchObject({ target_type: "invitation" });
  });

  it("a family account's actions are logged nowhere: nobody but the account could read them", async () => {
    const parent = world.users.otherParent;
    const child = await added(parent);
    expect((await del(`/api/participants/${child.id}`, parent)).status).toBe(204);
    expect((await adminDb().collection("audit_events").where("target_id", "==", child.id).get()).size).toBe(0);
    expect((await adminDb().collection("audit_events").where("actor_uid", "==", parent.uid).get()).size).toBe(0);
  });
});

describe("erasure from the log", () => {
  it("a deleted participant's name and ids leave every event that named them; the events stay, naming nobody", async () => {
    const name = `Erased Child ${Date.now()}`;
    const target = await newTarget(world, name);
    const question = target.result.questions.find((q) => isRecording(q) && !q.is_practice)!;
    expect((await postRecording({ resultId: target.result.id, questionId: question.id, bytes: webm() })).status).toBe(200);
    expect((await apiJson(`/api/assessment-results/${target.result.id}/reviews/`, { token: owner().idToken, json: { question_id: question.id, is_correct: true } })).status).toBe(200);
    expect((await api(`/api/assessment-results/${target.result.id}/recordings/${question.id}/`, { token: owner().idToken })).status).toBe(200);
    // The test deleted on its own: the events lose its id but still name the child, who is still there.
    expect((await del(`/api/assessment-results/${target.result.id}`, owner())).status).toBe(204);
    const school = async () => (await adminDb().collection("audit_events").where("school_id", "==", world.schoolId).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Stored);
    const naming = (events: Stored[]) => events.filter((e) => JSON.stringify(e).includes(name) || JSON.stringify(e).includes(target.participantId) || JSON.stringify(e).includes(target.result.id));
    const before = naming(await school());
    expect(before.map((e) => e.action).sort()).toEqual(["answer_marked", "recording_played", "result_deleted"]);
    // An event written before events carried the participant's id, about a test deleted then: only its
    // label (the child's name, in this school) says whom it was about.
    const legacy = await adminDb().collection("audit_events").add({
      action: "recording_played", school_id: world.schoolId, organization_id: null, actor_uid: owner().uid, actor_name: "Sam Head", actor_email: null,
      target_type: "result", target_id: null, target_label: name, detail: "Question 3", created_at: Timestamp.now(),
    });

    expect((await del(`/api/participants/${target.participantId}`, owner())).status).toBe(204);
    const after = await school();
    expect(naming(after)).toEqual([]);
    expect(after.find((e) => e.id === legacy.id)).toMatchObject({ action: "recording_played", target_label: "A deleted participant" });
    for (const event of before) expect(after.find((e) => e.id === event.id)).toMatchObject({ action: event.action, target_label: "A deleted participant", target_id: null, actor_uid: owner().uid });
    figures.push(`a deleted participant: ${before.length} events kept, none naming them`);
  });

  it("a member of staff who deletes their account leaves no name, address or uid in their school's log", async () => {
    const email = uniqueEmail("erased-teacher");
    const invited = await apiJson<{ id: string }>("/api/subusers/", { token: owner().idToken, json: { email } });
    const member = await acceptInvite(email, invited.body.id);
    await apiJson("/api/profile/", { method: "PATCH", token: member.idToken, json: { ...PROFILE_INFO, first_name: "Erin", last_name: `Gone${Date.now()}` } });
    const lastName = (await apiJson<{ last_name: string }>("/api/profile/", { token: member.idToken })).body.last_name;
    expect((await api("/api/participants/class-list/?grade=4", { token: member.idToken })).status).toBe(200);
    const naming = async () => (await adminDb().collection("audit_events").where("school_id", "==", world.schoolId).get()).docs.filter((d) => [member.uid, email, lastName].some((s) => JSON.stringify(d.data()).includes(s)));
    expect((await naming()).length).toBeGreaterThanOrEqual(2); // the invitation, the class list

    expect((await api("/api/profile/", { method: "DELETE", token: member.idToken, json: { confirm_email: email } })).status).toBe(204);
    expect(await naming()).toEqual([]);
    figures.push("a deleted member of staff: no name, address or uid left in the log");
  });
});

describe("GET /api/audit-events/", () => {
  it("shows a school's admin their school's events, newest first, and no other school's or organization's", async () => {
    const target = await newTarget(world);
    expect((await del(`/api/participants/${target.participantId}`, teacher())).status).toBe(204);
    const orgClient = await added(world.users.otherOrganization, { ...CHILD, name: "Orla Client" });
    expect((await del(`/api/participants/${orgClient.id}`, world.users.otherOrganization)).status).toBe(204);

    const own = await activity(owner(), "?limit=200");
    expect(own.status).toBe(200);
    expect(own.body.items[0]).toMatchObject({ action: "participant_deleted", actor: { uid: teacher().uid, name: "Sam Staff", email: teacher().email }, target_type: "participant", target_id: null, target_label: "A deleted participant" });
    const stored = (await adminDb().collection("audit_events").where("school_id", "==", world.schoolId).get()).size;
    expect(own.body.total).toBe(stored);
    const times = own.body.items.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(own.body.items.some((e) => e.target_label === "Orla Client")).toBe(false);
    expect(own.body.items.some((e) => "participant_id" in e)).toBe(false);

    // The organization's admin sees their own deletion, and nothing of the school.
    const organization = await activity(world.users.otherOrganization);
    expect(organization.status).toBe(200);
    expect(organization.body.items.map((e) => e.target_label)).toEqual(["A deleted participant"]);
    expect(organization.body.items[0]).toMatchObject({ action: "participant_deleted", actor: { uid: world.users.otherOrganization.uid } });

    // Another school's admin has a log of their own, without this school's events.
    const other = await activity(world.users.otherSchool, "?limit=200");
    expect(other.status).toBe(200);
    expect(other.body.items.some((e) => e.actor.uid === teacher().uid || e.actor.uid === owner().uid)).toBe(false);
  });

  it("refuses everyone but an admin: teachers, professionals, parents, individuals, an unverified account and the signed out", async () => {
    const [member, person] = await Promise.all([professional(world.users.otherOrganization.uid), individual()]);
    const dyslexiaProfessional = await onboardedUser("dyslexia_professional");
    for (const user of [teacher(), member, world.users.otherParent, person]) {
      expect(await activity(user)).toEqual({ status: 403, body: { error: AUDIT_MESSAGES.notAdmin } });
    }
    // A professional who signed up on their own is their organization's admin: they have a log.
    expect((await activity(dyslexiaProfessional)).status).toBe(200);
    expect((await activity(world.users.unverified)).status).toBe(403);
    expect((await activity(undefined)).status).toBe(401);
  });

  it("pages newest first with the cursor of the previous page, and refuses a cursor it did not write", async () => {
    const paged = await buildWorld();
    for (let i = 0; i < 5; i += 1) {
      expect((await api(`/api/participants/class-list/?grade=${i}`, { token: paged.users.owner.idToken })).status).toBe(200);
    }
    const labels: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body } = await activity(paged.users.owner, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(status).toBe(200);
      expect(body.total).toBe(5);
      labels.push(...body.items.map((e) => e.target_label));
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(labels).toEqual(["Grade 4", "Grade 3", "Grade 2", "Grade 1", "Grade 0"]);
    // Without a limit: the first page of 50.
    expect((await activity(paged.users.owner)).body.items.map((e) => e.target_label)).toEqual(labels);
    expect(await activity(paged.users.owner, "?cursor=not-ours")).toEqual({ status: 400, body: { error: PAGING_MESSAGES.cursorInvalid } });
    expect(await activity(paged.users.owner, "?limit=0")).toEqual({ status: 400, body: { error: PAGING_MESSAGES.limitInvalid } });
  });
});

afterAll(() => console.log(`audit-events: ${figures.join("; ")}`));
