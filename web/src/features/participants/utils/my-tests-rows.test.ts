import { describe, expect, it } from "vitest";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { myTestsRows } from "./my-tests-rows";

const ada = fakeParticipant({ id: "a", name: "Ada", grade: "4", section: "B" });
const ben = fakeParticipant({ id: "b", name: "Ben", grade: "4", section: "A" });
const cy = fakeParticipant({ id: "c", name: "Cy", grade: "4", section: "B" });
const adaTest = fakeResult({ id: "r-a", participant_id: "a", participant: { id: "a", name: "Ada", grade: "4", section: "B" } });

describe("myTestsRows", () => {
  it("lists the tests, then everyone without one by name", () => {
    const rows = myTestsRows([adaTest], [cy, ben, ada], { grade: "", section: "" });
    expect(rows.map((row) => [row.participant.name, row.result?.id ?? null])).toEqual([
      ["Ada", "r-a"],
      ["Ben", null],
      ["Cy", null],
    ]);
  });

  it("keeps to the chosen grade and section, tested or not", () => {
    const rows = myTestsRows([adaTest], [ada, ben, cy], { grade: "4", section: "B" });
    expect(rows.map((row) => row.participant.name)).toEqual(["Ada", "Cy"]);
  });

  it("lists tests only when nobody may be listed without one", () => {
    expect(myTestsRows([adaTest], [], { grade: "", section: "" })).toHaveLength(1);
  });
});
