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

  it("lets the owner of a school's student or an organization's client in only through that school or organization", () => {
    const teacher = { uid: "teacher", school: "s1", organization: null };
    const student = { owner_uid: "teacher", school_id: "s1", organization_id: null };
    expect(canAccessParticipant(teacher, student)).toBe(true);
    // Removed from the school: registering the student gave them nothing of their own.
    expect(canAccessParticipant({ ...teacher, school: null }, student)).toBe(false);
    const professional = { uid: "pro", school: null, organization: "o1" };
    const client = { owner_uid: "pro", school_id: null, organization_id: "o1" };
    expect(canAccessParticipant(professional, client)).toBe(true);
    expect(canAccessParticipant({ ...professional, organization: null }, client)).toBe(false);
  });

  it("keeps everyone else out, including two who merely both have no school", () => {
    expect(canAccessParticipant(stranger, participant)).toBe(false);
    expect(canAccessParticipant({ ...stranger, school: "s2" }, { ...participant, school_id: "s1" })).toBe(false);
    expect(canAccessParticipant({ ...stranger, organization: "o2" }, { ...participant, organization_id: "o1" })).toBe(false);
    expect(canAccessParticipant({ uid: "", school: null, organization: null }, { ...participant, owner_uid: "" })).toBe(false);
  });
});
