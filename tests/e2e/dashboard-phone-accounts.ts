// Accounts of each user type with tests in every state (completed, in progress, not started, none), made
// through the API for the phone-layout spec (dashboard-phone.spec.ts).
import type { Participant } from "@readbright/domain/participant-schemas";
import { apiJson } from "../fixtures/api";
import { answerAll, assessmentForAge, auth, getOrCreate } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { added, individual, parent, schoolAdmin } from "../fixtures/participant-accounts";
import { AUTH_EMULATOR_URL, PROJECT_ID } from "../fixtures/emulators";
import { dateOfBirthForAge } from "../fixtures/participants";
import { onboard } from "../fixtures/profiles";
import { createUser, uniqueEmail } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

export type TestState = "completed" | "in_progress" | "not_started" | "none";

/** Opens a test for the participant and takes it as far as `state`: every answer right when completed. */
export async function testIn(user: TestUser, participant: Participant, state: TestState): Promise<ResultBody | null> {
  if (state === "none") return null;
  const assessment = await assessmentForAge(user, participant.age ?? 9);
  const { status, body: result } = await getOrCreate(user, { participant_id: participant.id, assessment_id: assessment.id });
  if (status !== 201 && status !== 200) throw new Error(`get-or-create answered ${status}: ${JSON.stringify(result)}`);
  if (state === "not_started") return result;
  const started = await apiJson("/api/start-assessment/", { ...auth(user), json: { assessment_result_id: result.id } });
  if (started.status !== 200) throw new Error(`start-assessment answered ${started.status}: ${JSON.stringify(started.body)}`);
  if (state === "in_progress") return result;
  await answerAll(result, () => true, { user });
  const done = await apiJson<ResultBody>("/api/complete-assessment/", { ...auth(user), json: { assessment_result_id: result.id } });
  if (done.status !== 200) throw new Error(`complete-assessment answered ${done.status}: ${JSON.stringify(done.body)}`);
  return done.body;
}

/** Invites a teacher or professional (the invite stays pending). */
export async function invitee(user: TestUser): Promise<string> {
  const email = uniqueEmail("invitee");
  const { status, body } = await apiJson("/api/subusers/", { token: user.idToken, json: { email } });
  if (status !== 201) throw new Error(`POST /api/subusers/ answered ${status}: ${JSON.stringify(body)}`);
  return email;
}

const person = (name: string, age: number, extra: Record<string, string> = {}) => ({
  name,
  gender: "female",
  date_of_birth: dateOfBirthForAge(age),
  history: "",
  difficulties: "",
  ...extra,
});

/** An individual with a completed test and a second one in progress. */
export async function individualWithTests(): Promise<{ user: TestUser; name: string; completed: ResultBody; open: ResultBody }> {
  const user = await individual({ first_name: "Iris", last_name: "Morgan" });
  const self = await added(user, { history: "", difficulties: "" });
  const completed = (await testIn(user, self, "completed")) as ResultBody;
  const open = (await testIn(user, self, "in_progress")) as ResultBody;
  return { user, name: self.name, completed, open };
}

/** Three children: one completed, one in progress, one not started, and one with no test at all. */
export async function parentWithChildren(): Promise<{ user: TestUser; names: string[] }> {
  const user = await parent();
  const states: [string, number, TestState][] = [
    ["Amara Okafor", 7, "completed"],
    ["Tobi Okafor", 10, "in_progress"],
    ["Zara Okafor", 6, "not_started"],
    ["Femi Okafor", 9, "none"],
  ];
  for (const [name, age, state] of states) await testIn(user, await added(user, person(name, age)), state);
  return { user, names: states.map(([name]) => name) };
}

/** A professional (organization admin) with four clients and an invited professional. */
export async function professionalWithClients(): Promise<{ user: TestUser; invited: string }> {
  const user = await createUser({ verified: true });
  await onboard(user, "dyslexia_professional");
  const states: [string, number, TestState][] = [
    ["Leo Brandt", 6, "completed"],
    ["Maya Castellanos-Whitfield", 12, "in_progress"],
    ["Noor Haddad", 16, "not_started"],
    ["Sam Oduya", 9, "none"],
  ];
  for (const [name, age, state] of states) await testIn(user, await added(user, person(name, age)), state);
  return { user, invited: await invitee(user) };
}

/** A school admin with `count` students in grades 2-4, the first one's test in progress and the last one's completed, and an invited teacher. */
export async function schoolWithStudents(count: number): Promise<{ user: TestUser; students: Participant[] }> {
  const { user } = await schoolAdmin();
  const students: Participant[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `Student ${String(i + 1).padStart(2, "0")} Greenfield`;
    students.push(await added(user, person(name, 9, { grade: String(2 + (i % 3)), section: i % 2 ? "B" : "A" })));
  }
  await testIn(user, students[0] as Participant, "in_progress");
  await testIn(user, students[count - 1] as Participant, "completed");
  await invitee(user);
  return { user, students };
}

/** How many invitation emails (sign-in links) the Auth emulator has "sent" to an address. */
export async function invitationsSent(email: string): Promise<number> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string }[] };
  return oobCodes.filter((code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === "EMAIL_SIGNIN").length;
}
