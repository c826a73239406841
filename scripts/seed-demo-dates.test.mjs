// The demo data's plan: dates spread over the past months in a believable order, and two
// invited teachers stored the way the API stores an invite. What the seed writes into the emulators is
// checked by scripts/seed-checks.mjs during the restart check.
import { describe, expect, it } from "vitest";
import { onboardingState } from "../domain/src/onboarding";
import { fromProfileData } from "../functions/src/services/accounts/repositories/profile-converter";
import { DEMO_ACCOUNTS, DEMO_LOGINS, DEMO_TEACHERS } from "./demo-accounts.mjs";
import { DAY_MS, answeredAt, planDates, startOfUtcDay } from "./seed-demo-dates.mjs";
import { DEMO_PARTICIPANTS } from "./seed-demo-participants.mjs";
import { invitationData, teacherProfileData } from "./seed-demo-teachers.mjs";

const SEED_DAY = startOfUtcDay(Date.UTC(2026, 4, 20, 15, 30));
const everyone = Object.entries(DEMO_PARTICIPANTS).flatMap(([account, specs]) => specs.map((spec) => ({ account, spec })));
const completedDates = (account) =>
  DEMO_PARTICIPANTS[account].map((spec) => planDates(spec, SEED_DAY).completed).filter(Boolean).map((date) => date.getTime());

describe("planDates", () => {
  it.each(everyone.map(({ spec }) => [spec.name, spec]))("dates %s in order, in the six months before the seed", (_name, spec) => {
    const dates = planDates(spec, SEED_DAY);
    const times = [dates.registered, dates.created, dates.started, dates.lastAnswer, dates.completed].filter(Boolean).map((date) => date.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(times.at(-1)).toBeLessThan(SEED_DAY);
    expect(times[0]).toBeGreaterThan(SEED_DAY - 183 * DAY_MS);
    expect(dates.started === null).toBe(spec.result === "not_started");
    expect(dates.completed === null).toBe(!["low", "medium", "high"].includes(spec.result));
  });

  it.each(["demo-school", "demo-parent", "demo-professional"])("spreads the completed screenings of %s over more than a month", (account) => {
    const times = completedDates(account);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(31 * DAY_MS);
  });

  it("gives the school's screenings dates in at least five different months", () => {
    const months = new Set(completedDates("demo-school").map((time) => new Date(time).toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
  });

  it("registers people over more than three months, not all on one day", () => {
    const registered = everyone.map(({ spec }) => planDates(spec, SEED_DAY).registered.getTime());
    expect(Math.max(...registered) - Math.min(...registered)).toBeGreaterThan(90 * DAY_MS);
  });

  it("registers and screens a school's students on school days only, whichever day of the week the seed ran", () => {
    for (let day = SEED_DAY; day < SEED_DAY + 7 * DAY_MS; day += DAY_MS) {
      for (const spec of DEMO_PARTICIPANTS["demo-school"]) {
        const dates = planDates(spec, day);
        for (const date of [dates.registered, dates.created, dates.started, dates.completed].filter(Boolean)) expect([0, 6]).not.toContain(date.getUTCDay());
      }
    }
  });

  it("spreads the answers from the start to the last answer", () => {
    const dates = planDates(DEMO_PARTICIPANTS["demo-school"][0], SEED_DAY);
    const times = [0, 1, 2, 3].map((i) => answeredAt(dates, i, 4).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(dates.started.getTime());
    expect(times[3]).toBe(dates.lastAnswer.getTime());
  });

  it("dates each account before its first person", () => {
    for (const account of DEMO_ACCOUNTS) {
      const first = Math.min(...DEMO_PARTICIPANTS[account.uid].map((spec) => spec.registered));
      expect(account.joined_days_ago).toBeGreaterThan(first);
    }
  });
});

describe("demo teachers", () => {
  const school = DEMO_ACCOUNTS.find((account) => account.uid === "demo-school");
  const [accepted, pending] = DEMO_TEACHERS;

  it("are invitations of the school naming its admin, as an invite writes them: one accepted, one pending", () => {
    const [acceptedInvitation, pendingInvitation] = [accepted, pending].map((teacher) => invitationData(teacher, SEED_DAY));
    for (const data of [acceptedInvitation, pendingInvitation]) {
      expect(data).toMatchObject({ user_subtype: "school_user", school_id: school.school.id, school_name: school.school.name, invited_by: school.uid });
      expect(Object.keys(data).every((key) => /^[a-z_]+$/.test(key))).toBe(true);
      expect(data.created_at.toMillis()).toBeLessThan(SEED_DAY);
      expect(data.created_at.toMillis()).toBeGreaterThan(SEED_DAY - (school.joined_days_ago - 1) * DAY_MS);
    }
    expect(acceptedInvitation).toMatchObject({ status: "accepted", member_uid: accepted.uid });
    expect(pendingInvitation).toMatchObject({ status: "pending", member_uid: null, email: pending.email });
    expect(pendingInvitation.created_at.toMillis()).toBeGreaterThan(acceptedInvitation.created_at.toMillis());
  });

  it("make the accepted one a member of the school, onboarded, read through the API's converter", () => {
    const data = teacherProfileData(accepted, SEED_DAY);
    expect(data).toMatchObject({ user_type: "school", user_subtype: "school_user", school: school.school.id, organization: null, invited_by: school.uid });
    const profile = fromProfileData(data);
    expect(profile).toMatchObject({ first_name: "Tom", last_name: "Ashworth", email: "teacher@demo.readbright.app", date_of_birth: "1988-09-14" });
    expect(onboardingState(profile)).toBe("complete");
    expect(data.created_at.toMillis()).toBeGreaterThan(invitationData(accepted, SEED_DAY).created_at.toMillis());
  });

  it("print the accepted teacher among the logins, not the pending one", () => {
    expect(DEMO_LOGINS.map((login) => login.email)).toEqual([...DEMO_ACCOUNTS.map((account) => account.email), "teacher@demo.readbright.app"]);
    for (const login of DEMO_LOGINS) expect(login.label.length).toBeLessThan(30);
  });
});
