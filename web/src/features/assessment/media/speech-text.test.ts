import { describe, expect, it } from "vitest";
import { withoutPauseMarkers } from "./speech-text";

describe("withoutPauseMarkers", () => {
  it("removes pause markers and SSML breaks so the browser does not say them", () => {
    expect(withoutPauseMarkers("Which is a cat? [pause 0.75] hat [pause 0.5] cat")).toBe("Which is a cat? hat cat");
    expect(withoutPauseMarkers('Listen <break time="500ms"/> carefully')).toBe("Listen carefully");
  });

  it("leaves other brackets alone", () => {
    expect(withoutPauseMarkers("Pick [A] or [B]")).toBe("Pick [A] or [B]");
  });
});
