import { describe, expect, it } from "vitest";
import { RETENTION } from "@readbright/domain/retention";
import { idleDecision, idleWarningMail } from "./idle-accounts";

const now = new Date("2029-06-01T03:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const limit = RETENTION.idleAccountYears * 365;

describe("idleDecision", () => {
  it("keeps an account in use, and one not yet within the warning's reach", () => {
    expect(idleDecision(daysAgo(2), null, now)).toBe("keep");
    expect(idleDecision(daysAgo(limit - RETENTION.idleWarningDays - 1), null, now)).toBe("keep");
  });

  it("warns once the account is idle for all but the warning's days, and deletes it when the warning has had its days", () => {
    expect(idleDecision(daysAgo(limit - RETENTION.idleWarningDays), null, now)).toBe("warn");
    expect(idleDecision(daysAgo(limit + 1), null, now)).toBe("warn");
    expect(idleDecision(daysAgo(limit + 1), daysAgo(RETENTION.idleWarningDays - 1), now)).toBe("keep");
    expect(idleDecision(daysAgo(limit + 1), daysAgo(RETENTION.idleWarningDays), now)).toBe("delete");
  });

  it("counts a warning answered by a sign-in for nothing", () => {
    // Warned, signed in the day after, then idle again for the whole period: warned afresh, not deleted.
    expect(idleDecision(daysAgo(limit + 1), daysAgo(limit + 2), now)).toBe("warn");
  });
});

describe("idleWarningMail", () => {
  it("tells the holder when the account goes and how to keep it", () => {
    const mail = idleWarningMail({ uid: "u1", email: "ann@example.com", lastActive: new Date("2026-05-20T10:00:00Z") }, now);
    expect(mail.to).toEqual(["ann@example.com"]);
    expect(mail.message.text).toContain("since 2026-05-20");
    expect(mail.message.text).toContain("on or after 2029-07-01");
    expect(mail.message.text).toContain("just sign in");
  });
});
