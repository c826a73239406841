// The 'Testing now' page listens to one class's results: assessment_results of the caller's school with the
// class's grade and section. The rules must let the school's staff listen and refuse everyone else.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteField, doc, onSnapshot, query, serverTimestamp, setDoc, updateDoc, where } from "firebase/firestore";
import type { Firestore } from "firebase/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { firestoreAs, useRulesEnv, writeAsServer } from "./rules-env";
import type { Person } from "./rules-env";

const env = useRulesEnv("testing-now");

const classResult = (id: string, schoolId: string, status: string) => ({
  participant_id: id,
  participant: { id, name: `Name of ${id}`, grade: "4", section: "B" },
  owner_uid: "schoolAdmin1",
  school_id: schoolId,
  organization_id: null,
  assessment_id: "a-9",
  status,
  answered_count: 0,
  question_count: 12,
  created_at: new Date("2026-11-24T09:00:00Z"),
});

beforeEach(async () => {
  await writeAsServer(env(), {
    "assessment_results/live-1": classResult("pupil-1", "school-1", "not_started"),
    "assessment_results/live-2": classResult("pupil-2", "school-1", "in_progress"),
    "assessment_results/live-other-school": classResult("pupil-9", "school-2", "in_progress"),
  });
});

/** The page's query (web/src/features/testing-now/api/listen-to-class.ts): school, grade, section. */
const classQuery = (db: Firestore, schoolId: string) =>
  query(collection(db, "assessment_results"), where("school_id", "==", schoolId), where("participant.grade", "==", "4"), where("participant.section", "==", "B"));

/**
 * The first snapshot the server sends a listener, or the error that refuses it. A client that listened
 * before first hears its own cache (fromCache), which is no answer from the rules.
 */
function firstSnapshot(db: Firestore, schoolId: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      classQuery(db, schoolId),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        stop();
        resolve(snapshot.docs.map((d) => d.id).sort());
      },
      reject,
    );
  });
}

describe("listening to a class's results", () => {
  it.each<Person>(["schoolAdmin1", "teacher1"])("%s may listen to their school's class and hears its results only", async (person) => {
    const ids = await assertSucceeds(firstSnapshot(firestoreAs(env(), person), "school-1"));
    expect(ids).toEqual(["live-1", "live-2"]);
  });

  it.each<Person>(["schoolAdmin2", "parentA", "professional1", "noProfile", "signedOut"])("%s may not listen to school-1's class", async (person) => {
    await assertFails(firstSnapshot(firestoreAs(env(), person), "school-1"));
  });

  it("a teacher whose email is not verified may not listen", async () => {
    await assertFails(firstSnapshot(firestoreAs(env(), "teacher1", { verified: false }), "school-1"));
  });

  it("a teacher may not listen to a class by grade and section alone, without their school", async () => {
    const db = firestoreAs(env(), "teacher1");
    const byClassOnly = query(collection(db, "assessment_results"), where("participant.grade", "==", "4"), where("participant.section", "==", "B"));
    await assertFails(new Promise((resolve, reject) => onSnapshot(byClassOnly, resolve, reject)));
  });

  it("a removed teacher's unexpired token may not listen any more", async () => {
    const teacher = firestoreAs(env(), "teacher1");
    await assertSucceeds(firstSnapshot(teacher, "school-1"));
    await writeAsServer(env(), { "profiles/teacher1": { user_type: "unset", user_subtype: "unset", school: null, organization: null, invited_by: null } });
    await assertFails(firstSnapshot(teacher, "school-1"));
  });
});

describe("the device's report on a result (decision 48)", () => {
  const report = { device_waiting: 0, device_finished: true, device_seen_at: serverTimestamp(), last_answer_at: serverTimestamp() };

  it.each<Person>(["schoolAdmin1", "teacher1", "parentA", "signedOut"])("%s may not write it: only the server keeps it, through the API", async (person) => {
    const db = firestoreAs(env(), person);
    await assertFails(updateDoc(doc(db, "assessment_results", "live-2"), report));
    await assertFails(updateDoc(doc(db, "assessment_results", "live-2"), { device_waiting: deleteField() }));
    await assertFails(setDoc(doc(db, "assessment_results", "live-2"), report, { merge: true }));
    await assertFails(setDoc(doc(db, "assessment_results", "live-new"), { ...classResult("pupil-3", "school-1", "in_progress"), ...report }));
  });

  it("is heard by the school's listener with the rest of the result", async () => {
    await writeAsServer(env(), { "assessment_results/live-2": { ...classResult("pupil-2", "school-1", "in_progress"), device_waiting: 4, device_finished: false, device_seen_at: new Date() } });
    const db = firestoreAs(env(), "teacher1");
    const heard = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const stop = onSnapshot(classQuery(db, "school-1"), { includeMetadataChanges: true }, (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        stop();
        resolve(snapshot.docs.find((d) => d.id === "live-2")!.data());
      }, reject);
    });
    expect(heard).toMatchObject({ device_waiting: 4, device_finished: false });
  });
});
