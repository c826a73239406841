import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "../../../lib/api-client";
import { getRecording } from "./get-recording";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);
afterEach(() => get.mockReset());

describe("getRecording", () => {
  it("asks for the answer's audio as a Blob, signed in, at the contract's path", async () => {
    const audio = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: "audio/webm" });
    get.mockResolvedValue(audio);
    await expect(getRecording("res/1", 311)).resolves.toBe(audio);
    expect(get).toHaveBeenCalledWith("/assessment-results/res%2F1/recordings/311/", { responseType: "blob", requireSignIn: true });
  });
});
