import { describe, expect, it } from "vitest";
import { inPeopleWords, peopleWords } from "./people-words";

describe("the words for the people an account tests", () => {
  it("are children for a parent, students for a school, clients for a professional's organization", () => {
    expect(peopleWords("parent")).toEqual({ one: "child", many: "children" });
    expect(peopleWords("school")).toEqual({ one: "student", many: "students" });
    expect(peopleWords("organization")).toEqual({ one: "client", many: "clients" });
    expect(peopleWords("individual")).toEqual({ one: "participant", many: "participants" });
    expect(peopleWords(null)).toEqual({ one: "participant", many: "participants" });
  });

  it("turn a message written for everyone into the account's words, capitals kept", () => {
    expect(inPeopleWords("Participant not found", "parent")).toBe("Child not found");
    expect(inPeopleWords("Failed to fetch participants", "school")).toBe("Failed to fetch students");
    expect(inPeopleWords("Participants uploaded: 3 participants added.", "organization")).toBe("Clients uploaded: 3 clients added.");
    expect(inPeopleWords("This assessment does not suit the participant's age", "parent")).toBe("This assessment does not suit the child's age");
    expect(inPeopleWords("Failed to register participant", "individual")).toBe("Failed to register participant");
  });
});
