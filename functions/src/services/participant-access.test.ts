import { describe, expect, it } from "vitest";
import { canAccessParticipant } from "./participant-access";

const participant = { owner_uid: "owner", school_id: null, organization_id: null };
const stranger = { uid: "someone", school: null, organization: null };

describe("canAccessParticipant", () => {
  it("lets the owner in", () => {
    expect(canAccessParticipant({ ...stranger, uid: "owner" }, participant)).toBe(true);
  });

  it("lets in anyone of the participant's school or organization", () => {
    expect(canAccessParticipant({ ...stranger, school: "s1" }, { ...participant, school_id: "s1" })).toBe(true);
    expect(canAccessParticipant({ ...stranger, organization: "o1" }, { ...participant, organization_id: "o1" })).toBe(true);
  });

  it("keeps everyone else out, including two who merely both have no school", () => {
    expect(canAccessParticipant(stranger, participant)).toBe(false);
    expect(canAccessParticipant({ ...stranger, school: "s2" }, { ...participant, school_id: "s1" })).toBe(false);
    expect(canAccessParticipant({ ...stranger, organization: "o2" }, { ...participant, organization_id: "o1" })).toBe(false);
    expect(canAccessParticipant({ uid: "", school: null, organization: null }, { ...participant, owner_uid: "" })).toBe(false);
  });
});
