import { describe, expect, it } from "vitest";
import { chooseRecordingType, isAcceptedRecordingType } from "./recording-format";

describe("chooseRecordingType", () => {
  it("prefers webm with opus", () => {
    expect(chooseRecordingType(() => true)).toBe("audio/webm;codecs=opus");
  });

  it("takes mp4 when that is all the browser records", () => {
    expect(chooseRecordingType((type) => type.startsWith("audio/mp4"))).toBe("audio/mp4;codecs=mp4a.40.2");
    expect(chooseRecordingType((type) => type === "audio/mp4")).toBe("audio/mp4");
  });

  it("has nothing when the browser records none of them", () => {
    expect(chooseRecordingType((type) => type === "audio/ogg")).toBeNull();
  });
});

describe("isAcceptedRecordingType", () => {
  it.each([
    ["audio/webm;codecs=opus", true],
    ["video/webm", true],
    ["audio/mp4", true],
    ["audio/wav", false],
    ["", false],
  ])("%s -> %s", (type, accepted) => {
    expect(isAcceptedRecordingType(type)).toBe(accepted);
  });
});
