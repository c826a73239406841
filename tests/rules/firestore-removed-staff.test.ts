// A removed teacher or professional keeps their ID token until it expires (an hour), and the rules only see
// that token. They must still read nothing: the rules check the membership on the caller's profile, which
// removal changes, and registering a student gives no way in of its own.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, orderBy, query } from "firebase/firestore";
import type { Firestore } from "firebase/firestore";
import { describe, it } from "vitest";
import { firestoreAs, resultIdOf, scopeFilters, useRulesEnv, writeAsServer } from "./rules-env";

const env = useRulesEnv("removed-staff");

/** What DELETE /api/subusers/{id} leaves on a removed member's profile (services/team/subuser-service.ts). */
const REMOVED = { user_type: "unset", user_subtype: "unset", school: null, organization: null, invited_by: null };

async function readsEverything(db: Firestore, participantId: string, field: string, value: string) {
  await assertSucceeds(getDoc(doc(db, "participants", participantId)));
  await assertSucceeds(getDoc(doc(db, "assessment_results", resultIdOf(participantId))));
  await assertSucceeds(getDoc(doc(db, "assessment_results", resultIdOf(participantId), "answers", "1")));
  await assertSucceeds(getDocs(query(collection(db, "participants"), ...scopeFilters(field, value), orderBy("name"))));
}

async function readsNothing(db: Firestore, participantId: string, field: string, value: string) {
  await assertFails(getDoc(doc(db, "participants", participantId)));
  await assertFails(getDoc(doc(db, "assessment_results", resultIdOf(participantId))));
  await assertFails(getDoc(doc(db, "assessment_results", resultIdOf(participantId), "answers", "1")));
  await assertFails(getDocs(query(collection(db, "participants"), ...scopeFilters(field, value), orderBy("name"))));
  // Nor as the owner of what they registered.
  await assertFails(getDocs(query(collection(db, "participants"), ...scopeFilters("owner_uid", value), orderBy("name"))));
}

describe("a removed member's unexpired token", () => {
  it("reads none of the school's students, not even those the teacher registered", async () => {
    // One token, before and after: the client is made once and keeps its credentials.
    const teacher = firestoreAs(env(), "teacher1");
    await readsEverything(teacher, "student-by-teacher", "school_id", "school-1");
    await readsEverything(teacher, "student-1", "school_id", "school-1");

    await writeAsServer(env(), { "profiles/teacher1": REMOVED });

    await readsNothing(teacher, "student-by-teacher", "school_id", "school-1");
    await readsNothing(teacher, "student-1", "school_id", "school-1");
    // The school's admin still reads them.
    await assertSucceeds(getDoc(doc(firestoreAs(env(), "schoolAdmin1"), "participants", "student-by-teacher")));
  });

  it("reads none of the organization's clients, not even those the professional registered", async () => {
    const professional = firestoreAs(env(), "professional1");
    await readsEverything(professional, "client-1", "organization_id", "orgAdmin1");

    await writeAsServer(env(), { "profiles/professional1": REMOVED });

    await readsNothing(professional, "client-1", "organization_id", "orgAdmin1");
    await assertSucceeds(getDoc(doc(firestoreAs(env(), "orgAdmin1"), "participants", "client-1")));
  });

  it("still reads their own profile, which says they belong nowhere", async () => {
    const teacher = firestoreAs(env(), "teacher1");
    await writeAsServer(env(), { "profiles/teacher1": REMOVED });
    await assertSucceeds(getDoc(doc(teacher, "profiles", "teacher1")));
  });
});
