import { describe, expect, it } from "vitest";
import { messagesFor } from "./testing/check";
import { VALIDATION } from "./messages";
import {
  individualParticipantSchema,
  PARTICIPANT_LIMITS,
  PARTICIPANT_MESSAGES,
  participantFormType,
  participantSchema,
  participantSchemaFor,
  schoolParticipantSchema,
} from "./participant-schemas";

const valid = { name: "Ada Lovelace", gender: "female", date_of_birth: "2016-03-04", history: "", difficulties: "Spelling" };

describe("participantSchema", () => {
  it("cleans a valid participant: trimmed, blanks become null, grade and section stripped", () => {
    const cleaned = participantSchema.validateSync({ ...valid, name: "  Ada Lovelace ", grade: "3", section: "B" }, { stripUnknown: true });
    expect(cleaned).toEqual({ name: "Ada Lovelace", gender: "female", date_of_birth: "2016-03-04", history: null, difficulties: "Spelling" });
  });

  it("asks for the name and birth date in the spec's words", () => {
    expect(messagesFor(participantSchema, {})).toEqual([VALIDATION.fullNameRequired, VALIDATION.birthDateRequired]);
    expect(messagesFor(participantSchema, { ...valid, name: "  " })).toEqual(["Full Name is required"]);
  });

  it("defaults the gender to prefer_not_to_say and refuses unknown ones", () => {
    expect(participantSchema.validateSync({ name: "Ada", date_of_birth: "2016-03-04" }).gender).toBe("prefer_not_to_say");
    expect(participantSchema.validateSync({ ...valid, gender: "" }).gender).toBe("prefer_not_to_say");
    expect(messagesFor(participantSchema, { ...valid, gender: "other" })).toEqual([PARTICIPANT_MESSAGES.genderInvalid]);
  });

  it("refuses a birth date that is not a calendar day or is in the future", () => {
    expect(messagesFor(participantSchema, { ...valid, date_of_birth: "2016-02-30" })).toEqual([PARTICIPANT_MESSAGES.dateOfBirthInvalid]);
    expect(messagesFor(participantSchema, { ...valid, date_of_birth: "03/04/2016" })).toEqual([PARTICIPANT_MESSAGES.dateOfBirthInvalid]);
    expect(messagesFor(participantSchema, { ...valid, date_of_birth: "2999-01-01" })).toEqual([PARTICIPANT_MESSAGES.dateOfBirthFuture]);
  });

  it("caps the length of each text", () => {
    expect(messagesFor(participantSchema, { ...valid, name: "x".repeat(PARTICIPANT_LIMITS.name + 1) })).toEqual([PARTICIPANT_MESSAGES.nameTooLong]);
    expect(messagesFor(participantSchema, { ...valid, history: "x".repeat(PARTICIPANT_LIMITS.history + 1) })).toEqual([
      PARTICIPANT_MESSAGES.historyTooLong,
    ]);
    expect(messagesFor(schoolParticipantSchema, { ...valid, grade: "x".repeat(PARTICIPANT_LIMITS.grade + 1) })).toEqual([
      PARTICIPANT_MESSAGES.gradeTooLong,
    ]);
  });

  it("refuses values that are not text", () => {
    expect(messagesFor(participantSchema, { ...valid, name: 42, history: ["a"] })).toEqual(["Full Name must be text", "History must be text"]);
  });
});

describe("schoolParticipantSchema", () => {
  it("keeps grade and section, blank ones as null", () => {
    expect(schoolParticipantSchema.validateSync({ ...valid, grade: " 3 ", section: "" })).toMatchObject({ grade: "3", section: null });
  });
});

describe("individualParticipantSchema", () => {
  it("takes only history and difficulties", () => {
    const cleaned = individualParticipantSchema.validateSync({ ...valid, history: "Late talker" }, { stripUnknown: true });
    expect(cleaned).toEqual({ history: "Late talker", difficulties: "Spelling" });
  });
});

describe("participantFormType", () => {
  it("picks the form by user type", () => {
    expect(participantFormType({ user_type: "individual", user_subtype: "individual" })).toBe("individual");
    expect(participantFormType({ user_type: "school", user_subtype: "school_admin" })).toBe("school");
    expect(participantFormType({ user_type: "school", user_subtype: "school_user" })).toBe("school");
    expect(participantFormType({ user_type: "parent", user_subtype: "parent" })).toBe("other");
    expect(participantFormType({ user_type: "organization", user_subtype: "organization_user" })).toBe("other");
    expect(participantSchemaFor("school")).toBe(schoolParticipantSchema);
  });
});
