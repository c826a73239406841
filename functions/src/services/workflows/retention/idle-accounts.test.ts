import { describe, expect, it, vi } from "vitest";
import { RETENTION } from "@readbright/domain/retention";
import { queueMail } from "../../mail/outbox";
import { expireIdleAccounts, idleDecision } from "./idle-accounts";
import { accountPages, markIdleWarning, readIdleState } from "./repositories/idle-account-repository";

vi.mock("./repositories/idle-account-repository", () => ({ accountPages: vi.fn(), markIdleWarning: vi.fn(), readIdleState: vi.fn() }));
vi.mock("../../mail/outbox", () => ({ queueMail: vi.fn() }));
vi.mock("../account-deletion", () => ({ deleteAccountData: vi.fn() }));
vi.mock("../../accounts/caller-scope", () => ({ readCallerProfile: vi.fn() }));

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

describe("expireIdleAccounts", () => {
  it("warns each idle holder in their account's language, English when none was chosen", async () => {
    const idle = daysAgo(limit + 1);
    vi.mocked(accountPages).mockImplementation(async function* () {
      yield [
        { uid: "es", email: "ana@example.com", lastActive: idle },
        { uid: "none", email: "ann@example.com", lastActive: idle },
        { uid: "busy", email: "bo@example.com", lastActive: daysAgo(2) },
      ];
    });
    vi.mocked(readIdleState).mockImplementation(async (uid) => ({ warnedAt: null, language: uid === "es" ? "es" : null }));
    expect(await expireIdleAccounts({ now })).toMatchObject({ checked: 3, warned: 2, deleted: 0 });
    const subjects = vi.mocked(queueMail).mock.calls.map(([mail]) => [mail.to[0], mail.message.subject]);
    expect(subjects).toEqual([
      ["ana@example.com", "Su cuenta de ReadBright se eliminará si no inicia sesión"],
      ["ann@example.com", "Your ReadBright account will be deleted unless you sign in"],
    ]);
    // An account in use costs no read of its profile.
    expect(readIdleState).not.toHaveBeenCalledWith("busy");
    expect(markIdleWarning).toHaveBeenCalledTimes(2);
  });
});
