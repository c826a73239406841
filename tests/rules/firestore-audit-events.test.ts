// The audit log: audit_events is written by the API and read through GET /api/audit-events/
// only. No client reads or writes a document of it, not even the admin whose school's log it is.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import type { Firestore } from "firebase/firestore";
import { beforeEach, describe, it } from "vitest";
import { firestoreAs, PEOPLE, useRulesEnv, writeAsServer } from "./rules-env";

const env = useRulesEnv("audit-events");

const SCHOOL_EVENT = "audit_events/e-school";
const ORGANIZATION_EVENT = "audit_events/e-organization";
const event = (scope: Record<string, string | null>, actor: string) => ({
  action: "participant_deleted",
  actor_uid: actor,
  actor_name: "Sam Staff",
  actor_email: "sam@example.com",
  school_id: null,
  organization_id: null,
  ...scope,
  target_type: "participant",
  target_id: "student-1",
  target_label: "Name of student-1",
  detail: null,
  created_at: new Date("2026-11-20T10:00:00Z"),
});

beforeEach(async () => {
  await writeAsServer(env(), {
    [SCHOOL_EVENT]: event({ school_id: "school-1" }, "teacher1"),
    [ORGANIZATION_EVENT]: event({ organization_id: "orgAdmin1" }, "professional1"),
  });
});

describe("audit_events", () => {
  it("the server reads and writes them", async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      await assertSucceeds(getDoc(doc(db, SCHOOL_EVENT)));
      await assertSucceeds(setDoc(doc(db, "audit_events/e-new"), event({ school_id: "school-1" }, "schoolAdmin1")));
    });
  });

  // The school's and the organization's admins, the actors themselves, everyone: none reads one directly.
  it.each(PEOPLE)("%s may not read an event, nor list a school's or an organization's", async (person) => {
    const db = firestoreAs(env(), person);
    await assertFails(getDoc(doc(db, SCHOOL_EVENT)));
    await assertFails(getDoc(doc(db, ORGANIZATION_EVENT)));
    await assertFails(getDocs(query(collection(db, "audit_events"), where("school_id", "==", "school-1"))));
    await assertFails(getDocs(query(collection(db, "audit_events"), where("organization_id", "==", "orgAdmin1"))));
    await assertFails(getDocs(query(collection(db, "audit_events"), where("actor_uid", "==", person))));
  });

  it.each(PEOPLE)("%s may not write, change or delete an event", async (person) => {
    const db = firestoreAs(env(), person);
    await assertFails(setDoc(doc(db, "audit_events/e-forged"), event({ school_id: "school-1" }, person)));
    await assertFails(updateDoc(doc(db, SCHOOL_EVENT), { actor_name: "Someone else" }));
    await assertFails(deleteDoc(doc(db, SCHOOL_EVENT)));
  });
});
