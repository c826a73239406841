// Who may read participants: their owner, their school's admin and teachers, their organization's admin
// and professionals; nobody else, signed out or in.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, orderBy, query, where } from "firebase/firestore";
import { describe, it } from "vitest";
import { PARTICIPANTS, everyoneBut, firestoreAs, itListsInScope, useRulesEnv, writeAsServer } from "./rules-env";
import type { ScopedList } from "./rules-env";

const env = useRulesEnv("participants");

const cases = Object.entries(PARTICIPANTS).flatMap(([id, { readers }]) => [
  ...readers.map((person) => ({ id, person, allowed: true })),
  ...everyoneBut(readers).map((person) => ({ id, person, allowed: false })),
]);

describe("participants/{id}", () => {
  it.each(cases.filter((c) => c.allowed))("$person may read participant $id", async ({ id, person }) => {
    await assertSucceeds(getDoc(doc(firestoreAs(env(), person), "participants", id)));
  });

  it.each(cases.filter((c) => !c.allowed))("$person may not read participant $id", async ({ id, person }) => {
    await assertFails(getDoc(doc(firestoreAs(env(), person), "participants", id)));
  });
});

// A list is allowed only when its filter keeps it inside the caller's scope (the API's list queries).
const lists: ScopedList[] = [
  { person: "parentA", field: "owner_uid", value: "parentA", allowed: true, why: "their own children" },
  { person: "parentA", field: "owner_uid", value: "parentB", allowed: false, why: "another parent's children" },
  { person: "teacher1", field: "school_id", value: "school-1", allowed: true, why: "their school's students" },
  { person: "teacher1", field: "school_id", value: "school-2", allowed: false, why: "another school's students" },
  { person: "schoolAdmin2", field: "school_id", value: "school-1", allowed: false, why: "another school's students" },
  { person: "orgAdmin1", field: "organization_id", value: "orgAdmin1", allowed: true, why: "their organization's clients" },
  { person: "professional1", field: "organization_id", value: "orgAdmin1", allowed: true, why: "their organization's clients" },
  { person: "professional1", field: "organization_id", value: "orgAdmin2", allowed: false, why: "another organization's clients" },
  { person: "signedOut", field: "school_id", value: "school-1", allowed: false, why: "a school's students" },
];

describe("listing participants", () => {
  itListsInScope(env, "participants", orderBy("name"), lists);

  it("nobody may list every participant, not even a school's admin", async () => {
    await assertFails(getDocs(collection(firestoreAs(env(), "schoolAdmin1"), "participants")));
  });
});

describe("an unverified email", () => {
  it.each(["parentA", "teacher1", "orgAdmin1"] as const)("%s may not read a participant in scope before verifying", async (person) => {
    const id = { parentA: "child-a", teacher1: "student-1", orgAdmin1: "client-1" }[person];
    await assertFails(getDoc(doc(firestoreAs(env(), person, { verified: false }), "participants", id)));
  });

  it("nor list their school's students", async () => {
    const participants = collection(firestoreAs(env(), "teacher1", { verified: false }), "participants");
    await assertFails(getDocs(query(participants, where("school_id", "==", "school-1"), orderBy("name"))));
  });
});

describe("scope values that are not set", () => {
  it("an empty school or organization on a participant and on a profile is nothing shared", async () => {
    await writeAsServer(env(), {
      "profiles/parentB": { user_type: "parent", school: "", organization: "" },
      "participants/blank": { owner_uid: "parentA", school_id: "", organization_id: "" },
    });
    await assertFails(getDoc(doc(firestoreAs(env(), "parentB"), "participants", "blank")));
    await assertSucceeds(getDoc(doc(firestoreAs(env(), "parentA"), "participants", "blank")));
  });
});
