// The Firestore rules test bench: one test environment per file, and the people and documents every rules
// test starts from (cleared, then written with rules disabled, as the API's admin SDK would).
import { readFileSync } from "node:fs";
import { assertFails, assertSucceeds, initializeTestEnvironment } from "@firebase/rules-unit-testing";
import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, doc, getDocs, query, setDoc, setLogLevel, where, writeBatch } from "firebase/firestore";
import type { Firestore, QueryFieldFilterConstraint, QueryOrderByConstraint } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, it } from "vitest";

/** Everyone the rules are tried against. "signedOut" has no token; "noProfile" is signed in without a profile. */
export const PEOPLE = [
  "signedOut",
  "noProfile",
  "parentA",
  "parentB",
  "individual",
  "schoolAdmin1",
  "teacher1",
  "schoolAdmin2",
  "orgAdmin1",
  "professional1",
  "orgAdmin2",
] as const;
export type Person = (typeof PEOPLE)[number];

// Profiles as the API stores them. orgAdmin1's profile does not name its organization yet: the rules must
// then take the admin's uid as the organization id, as domain/src/profile.ts organizationOf does.
export const PROFILES: Partial<Record<Person, Record<string, unknown>>> = {
  parentA: { user_type: "parent", user_subtype: "parent", first_name: "Pat" },
  parentB: { user_type: "parent", user_subtype: "parent", first_name: "Bo" },
  individual: { user_type: "individual", user_subtype: "individual", first_name: "Ira" },
  schoolAdmin1: { user_type: "school", user_subtype: "school_admin", school: "school-1" },
  teacher1: { user_type: "school", user_subtype: "school_user", school: "school-1", invited_by: "schoolAdmin1" },
  schoolAdmin2: { user_type: "school", user_subtype: "school_admin", school: "school-2" },
  orgAdmin1: { user_type: "organization", user_subtype: "organization_admin" },
  professional1: { user_type: "organization", user_subtype: "organization_user", organization: "orgAdmin1", invited_by: "orgAdmin1" },
  orgAdmin2: { user_type: "organization", user_subtype: "organization_admin", organization: "orgAdmin2" },
};

interface Scope {
  owner_uid: string;
  school_id: string | null;
  organization_id: string | null;
}

/** The participants, with their scope and who may see them (canAccessParticipant's answer). */
export const PARTICIPANTS: Record<string, Scope & { is_self: boolean; readers: Person[] }> = {
  "child-a": { owner_uid: "parentA", school_id: null, organization_id: null, is_self: false, readers: ["parentA"] },
  "self-ira": { owner_uid: "individual", school_id: null, organization_id: null, is_self: true, readers: ["individual"] },
  "student-1": { owner_uid: "schoolAdmin1", school_id: "school-1", organization_id: null, is_self: false, readers: ["schoolAdmin1", "teacher1"] },
  // Registered by a teacher: theirs only while they belong to the school (firestore-removed-staff.test.ts).
  "student-by-teacher": { owner_uid: "teacher1", school_id: "school-1", organization_id: null, is_self: false, readers: ["schoolAdmin1", "teacher1"] },
  "student-2": { owner_uid: "schoolAdmin2", school_id: "school-2", organization_id: null, is_self: false, readers: ["schoolAdmin2"] },
  "client-1": { owner_uid: "professional1", school_id: null, organization_id: "orgAdmin1", is_self: false, readers: ["professional1", "orgAdmin1"] },
  "client-2": { owner_uid: "orgAdmin2", school_id: null, organization_id: "orgAdmin2", is_self: false, readers: ["orgAdmin2"] },
};

export const resultIdOf = (participantId: string) => `result-${participantId}`;

/** Documents only the server reads: one per collection that is not opened to clients. */
export const SERVER_ONLY_DOCS: Record<string, Record<string, unknown>> = {
  "schools/school-1": { name: "Hill School", admin_uid: "schoolAdmin1" },
  "student_codes/AB12CD": { participant_id: "student-1", school_id: "school-1" },
  "latest_results/student-1__a-9": { participant_id: "student-1", assessment_id: "a-9", result_id: resultIdOf("student-1") },
  "rate_limits/miss-127.0.0.1": { hits: 3 },
  // The day's secret that rate-limit ids are keyed with: a client that read it could reverse them.
  "address_keys/2026-11-27": { key: "c2VjcmV0" },
  "idempotency_keys/k1": { uid: "schoolAdmin1", route: "POST /api/participants/", state: "done", response_json: "{}" },
  "contact_messages/m1": { email: "someone@example.com", message: "Hello" },
  // The support e-mail a contact message queues for the Trigger Email extension (which uses the admin SDK).
  "mail/m1": { to: ["support@readbright.app"], replyTo: "someone@example.com", message: { subject: "Contact", text: "Hello" } },
  // Which accounts asked for a cached phrase of their own words, and what each retention run deleted.
  "speech_cache_users/0a1b.wav": { users: ["parentA"] },
  "retention_runs/r1": { job: "recordings", deleted: 3 },
  "assessments/a-9": { title: "Ages 9 to 11", content_hash: "x" },
  "assessments/a-9/questions/1": { id: 1, prompt: "Which word rhymes with cat?" },
  "answer_keys/a-9__1": { assessment_id: "a-9", question_id: 1, correct_option_ids: ["hat"] },
};

async function seed(db: Firestore): Promise<void> {
  const batch = writeBatch(db);
  for (const [uid, profile] of Object.entries(PROFILES)) batch.set(doc(db, "profiles", uid), profile);
  for (const [id, { readers: _readers, ...participant }] of Object.entries(PARTICIPANTS)) {
    const scope = { owner_uid: participant.owner_uid, school_id: participant.school_id, organization_id: participant.organization_id };
    batch.set(doc(db, "participants", id), { name: `Name of ${id}`, ...participant });
    batch.set(doc(db, "assessment_results", resultIdOf(id)), {
      participant_id: id,
      participant: { id, name: `Name of ${id}`, grade: null, section: null },
      ...scope,
      assessment_id: "a-9",
      status: "completed",
      risk_level: "low",
      created_at: new Date("2026-11-01T10:00:00Z"),
    });
    batch.set(doc(db, "assessment_results", resultIdOf(id), "answers", "1"), { question_id: 1, option_ids: ["hat"], is_correct: true });
  }
  for (const [path, data] of Object.entries(SERVER_ONLY_DOCS)) batch.set(doc(db, path), data);
  await batch.commit();
}

/**
 * Starts the emulator-backed environment for this file and, before every test, clears Firestore and
 * writes the documents above with rules disabled. Returns a getter, as the environment exists only once
 * beforeAll has run.
 */
export function useRulesEnv(name: string): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    // Every refused request would otherwise print the SDK's PERMISSION_DENIED warning.
    setLogLevel("error");
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080").split(":");
    env = await initializeTestEnvironment({
      // One project per file, so files never clear each other's data.
      projectId: `demo-rules-${name}`,
      firestore: { rules: readFileSync("firestore.rules", "utf8"), host, port: Number(port) },
    });
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await current().clearFirestore();
    await current().withSecurityRulesDisabled((ctx) => seed(ctx.firestore() as unknown as Firestore));
  });
  function current(): RulesTestEnvironment {
    if (!env) throw new Error("The rules test environment has not started");
    return env;
  }
  return current;
}

/** A Firestore client acting as `person`, whose email is verified unless told otherwise. */
export function firestoreAs(env: RulesTestEnvironment, person: Person, { verified = true } = {}): Firestore {
  if (person === "signedOut") return env.unauthenticatedContext().firestore() as unknown as Firestore;
  return env.authenticatedContext(person, { email_verified: verified }).firestore() as unknown as Firestore;
}

/**
 * The filters of a list query in `field == value`'s scope. An owner's list names its private participants
 * (no school, no organization): the rules let an owner in only to those, and a query is allowed only when
 * its filters prove every match readable.
 */
export function scopeFilters(field: string, value: string): QueryFieldFilterConstraint[] {
  const filters = [where(field, "==", value)];
  return field === "owner_uid" ? [...filters, where("school_id", "==", null), where("organization_id", "==", null)] : filters;
}

/** A list the API asks for: who asks, the filter that keeps it in their scope, whether it is allowed, and why. */
export interface ScopedList {
  person: Person;
  field: string;
  value: string;
  allowed: boolean;
  why: string;
}

/** One test per list: each is allowed or refused as it says, read from `collectionName` in `order`. */
export function itListsInScope(env: () => RulesTestEnvironment, collectionName: string, order: QueryOrderByConstraint, lists: readonly ScopedList[]): void {
  const list = ({ person, field, value }: ScopedList) => getDocs(query(collection(firestoreAs(env(), person), collectionName), ...scopeFilters(field, value), order));
  it.each(lists.filter((l) => l.allowed))("$person may list $why", async (l) => {
    await assertSucceeds(list(l));
  });
  it.each(lists.filter((l) => !l.allowed))("$person may not list $why", async (l) => {
    await assertFails(list(l));
  });
}

/** Everyone except the given people. */
export function everyoneBut(people: readonly Person[]): Person[] {
  return PEOPLE.filter((person) => !people.includes(person));
}

/** Writes documents as the server does (rules disabled), for a test's own extra data. */
export async function writeAsServer(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}
