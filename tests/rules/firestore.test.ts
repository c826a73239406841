// Server-only collections and writes: clients never read the first and never write anything; the server
// (the admin SDK, here rules disabled) does both.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { addDoc, collection, deleteDoc, doc, getDoc, setDoc, updateDoc } from "firebase/firestore";
import type { Firestore } from "firebase/firestore";
import { describe, it } from "vitest";
import { firestoreAs, resultIdOf, SERVER_ONLY_DOCS, useRulesEnv } from "./rules-env";
import type { Person } from "./rules-env";

const env = useRulesEnv("server-only");
const serverOnly = Object.keys(SERVER_ONLY_DOCS);

describe("server-only collections", () => {
  it.each(serverOnly)("the server may read %s", async (path) => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await assertSucceeds(getDoc(doc(ctx.firestore() as unknown as Firestore, path)));
    });
  });

  // The school's admin owns the school and its students: still no direct read of any of these.
  it.each(serverOnly)("a school's admin may not read %s", async (path) => {
    await assertFails(getDoc(doc(firestoreAs(env(), "schoolAdmin1"), path)));
  });

  it.each(serverOnly)("a signed-out visitor may not read %s", async (path) => {
    await assertFails(getDoc(doc(firestoreAs(env(), "signedOut"), path)));
  });
});

// Each write is tried by the person with the most right to the document: even they must use /api.
const writes: { who: Person; what: string; path: string }[] = [
  { who: "parentA", what: "their own profile", path: "profiles/parentA" },
  { who: "parentA", what: "their own child", path: "participants/child-a" },
  { who: "teacher1", what: "their school's student", path: "participants/student-1" },
  { who: "parentA", what: "their child's result", path: `assessment_results/${resultIdOf("child-a")}` },
  { who: "parentA", what: "an answer of their child's result", path: `assessment_results/${resultIdOf("child-a")}/answers/1` },
  { who: "schoolAdmin1", what: "their school", path: "schools/school-1" },
  { who: "signedOut", what: "a contact message", path: "contact_messages/m1" },
  // Nobody may send mail from our address by writing to the Trigger Email extension's collection.
  { who: "parentA", what: "a queued e-mail", path: "mail/m1" },
  { who: "orgAdmin1", what: "an answer key", path: "answer_keys/a-9__1" },
];

describe("client writes", () => {
  it.each(writes)("the server may write $path", async ({ path }) => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      await assertSucceeds(setDoc(doc(db, path), { note: "server" }, { merge: true }));
      await assertSucceeds(deleteDoc(doc(db, path)));
    });
  });

  it.each(writes)("$who may not create, change or delete $what", async ({ who, path }) => {
    const db = firestoreAs(env(), who);
    await assertFails(setDoc(doc(db, `${path}-new`), { note: "client" }));
    await assertFails(updateDoc(doc(db, path), { note: "client" }));
    await assertFails(setDoc(doc(db, path), { school: "school-2", risk_level: "low" }));
    await assertFails(deleteDoc(doc(db, path)));
  });

  it("a signed-in client may not add a participant of their own", async () => {
    await assertFails(addDoc(collection(firestoreAs(env(), "parentA"), "participants"), { owner_uid: "parentA", name: "Kid" }));
  });
});
