import { describe, expect, it } from "vitest";
import { googleCloudConfigured } from "./google-cloud";

describe("googleCloudConfigured", () => {
  it("tries Google when deployed, unless the local engine is asked for", () => {
    expect(googleCloudConfigured({}, false)).toBe(true);
    expect(googleCloudConfigured({}, true)).toBe(false);
  });
  it("stays offline in the emulator unless a key file is configured", () => {
    expect(googleCloudConfigured({ FUNCTIONS_EMULATOR: "true" }, false)).toBe(false);
    expect(googleCloudConfigured({ FUNCTIONS_EMULATOR: "true", GOOGLE_APPLICATION_CREDENTIALS: "/k.json" }, false)).toBe(true);
  });
});
