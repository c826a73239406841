// Who may read assessment results and their answers: exactly the people who may read the participant.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, orderBy, query, where } from "firebase/firestore";
import { describe, it } from "vitest";
import { PARTICIPANTS, everyoneBut, firestoreAs, resultIdOf, itListsInScope, useRulesEnv } from "./rules-env";
import type { ScopedList } from "./rules-env";

const env = useRulesEnv("results");

const cases = Object.entries(PARTICIPANTS).flatMap(([id, { readers }]) => [
  ...readers.map((person) => ({ result: resultIdOf(id), person, allowed: true })),
  ...everyoneBut(readers).map((person) => ({ result: resultIdOf(id), person, allowed: false })),
]);

describe("assessment_results/{id}", () => {
  it.each(cases.filter((c) => c.allowed))("$person may read $result", async ({ result, person }) => {
    await assertSucceeds(getDoc(doc(firestoreAs(env(), person), "assessment_results", result)));
  });

  it.each(cases.filter((c) => !c.allowed))("$person may not read $result", async ({ result, person }) => {
    await assertFails(getDoc(doc(firestoreAs(env(), person), "assessment_results", result)));
  });
});

describe("assessment_results/{id}/answers", () => {
  it.each(cases.filter((c) => c.allowed))("$person may read the answers of $result", async ({ result, person }) => {
    const db = firestoreAs(env(), person);
    await assertSucceeds(getDoc(doc(db, "assessment_results", result, "answers", "1")));
    await assertSucceeds(getDocs(collection(db, "assessment_results", result, "answers")));
  });

  it.each(cases.filter((c) => !c.allowed))("$person may not read the answers of $result", async ({ result, person }) => {
    const db = firestoreAs(env(), person);
    await assertFails(getDoc(doc(db, "assessment_results", result, "answers", "1")));
    await assertFails(getDocs(collection(db, "assessment_results", result, "answers")));
  });

  it("an owner whose email is not verified may not read their child's result or its answers", async () => {
    const db = firestoreAs(env(), "parentA", { verified: false });
    await assertFails(getDoc(doc(db, "assessment_results", resultIdOf("child-a"))));
    await assertFails(getDocs(collection(db, "assessment_results", resultIdOf("child-a"), "answers")));
  });

  it("nobody may read answers of a result that does not exist", async () => {
    await assertFails(getDoc(doc(firestoreAs(env(), "parentA"), "assessment_results", "no-such-result", "answers", "1")));
  });
});

// The API's result lists: newest first, filtered to the caller's scope.
const lists: ScopedList[] = [
  { person: "parentA", field: "owner_uid", value: "parentA", allowed: true, why: "their own children's results" },
  { person: "parentB", field: "owner_uid", value: "parentA", allowed: false, why: "another parent's results" },
  { person: "teacher1", field: "school_id", value: "school-1", allowed: true, why: "their school's results" },
  { person: "teacher1", field: "school_id", value: "school-2", allowed: false, why: "another school's results" },
  { person: "professional1", field: "organization_id", value: "orgAdmin1", allowed: true, why: "their organization's results" },
  { person: "orgAdmin2", field: "organization_id", value: "orgAdmin1", allowed: false, why: "another organization's results" },
  { person: "signedOut", field: "owner_uid", value: "parentA", allowed: false, why: "a parent's results" },
];

describe("listing assessment results", () => {
  itListsInScope(env, "assessment_results", orderBy("created_at", "desc"), lists);

  it("a participant's results cannot be listed by participant id alone", async () => {
    const results = collection(firestoreAs(env(), "parentA"), "assessment_results");
    await assertFails(getDocs(query(results, where("participant_id", "==", "child-a"))));
  });
});
