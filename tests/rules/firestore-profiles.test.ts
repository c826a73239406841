// Profiles: a signed-in user reads their own profile and nobody else's, not even a colleague's.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, query, where } from "firebase/firestore";
import { describe, it } from "vitest";
import { firestoreAs, PEOPLE, useRulesEnv } from "./rules-env";
import type { Person } from "./rules-env";

const env = useRulesEnv("profiles");

const signedIn = PEOPLE.filter((person): person is Exclude<Person, "signedOut"> => person !== "signedOut");

// Someone each person might like to read: a colleague where they have one.
const others: { person: Person; other: Person }[] = [
  { person: "signedOut", other: "parentA" },
  { person: "noProfile", other: "parentA" },
  { person: "parentB", other: "parentA" },
  { person: "teacher1", other: "schoolAdmin1" },
  { person: "schoolAdmin1", other: "teacher1" },
  { person: "schoolAdmin2", other: "schoolAdmin1" },
  { person: "professional1", other: "orgAdmin1" },
  { person: "orgAdmin1", other: "professional1" },
  { person: "orgAdmin2", other: "orgAdmin1" },
];

describe("profiles/{uid}", () => {
  it.each(signedIn)("%s may read their own profile", async (person) => {
    await assertSucceeds(getDoc(doc(firestoreAs(env(), person), "profiles", person)));
  });

  // The verify-email page reads the profile before the address is verified (GET /api/profile/ allows it).
  it("a user whose email is not verified yet may read their own profile", async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env(), "parentA", { verified: false }), "profiles", "parentA")));
  });

  it.each(others)("$person may not read the profile of $other", async ({ person, other }) => {
    await assertFails(getDoc(doc(firestoreAs(env(), person), "profiles", other)));
  });

  it("a school's admin may not list the school's profiles", async () => {
    const profiles = collection(firestoreAs(env(), "schoolAdmin1"), "profiles");
    await assertFails(getDocs(query(profiles, where("school", "==", "school-1"))));
  });
});
