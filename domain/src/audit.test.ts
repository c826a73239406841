import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditActionLabel } from "./audit";

describe("the audit log's actions", () => {
  it("has a label for every action, each different", () => {
    const labels = AUDIT_ACTIONS.map(auditActionLabel);
    expect(labels).toEqual(AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action]));
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
    expect(auditActionLabel("recording_played")).toBe("Played a recording");
  });

  it("shows an action this version does not know by its name, rather than nothing", () => {
    expect(auditActionLabel("report_printed")).toBe("report_printed");
  });
});
