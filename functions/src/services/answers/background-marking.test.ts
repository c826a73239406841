import { describe, expect, it, vi } from "vitest";

vi.mock("firebase-functions/logger", () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const { parseMarkTask } = await import("./background-marking");

describe("parseMarkTask", () => {
  it("reads the task the upload enqueued", () => {
    const task = { result_id: "Abc123", question_id: 306, audio_path: "recordings/u1/Abc123/306-0a1b.webm" };
    expect(parseMarkTask(task)).toEqual(task);
  });

  it("drops anything else: a path outside the result's folder, a bad id or question, no data", () => {
    expect(parseMarkTask({ result_id: "Abc123", question_id: 306, audio_path: "recordings/u1/Other/306-0a1b.webm" })).toBeNull();
    expect(parseMarkTask({ result_id: "../x", question_id: 306, audio_path: "recordings/u1/../x/306.webm" })).toBeNull();
    expect(parseMarkTask({ result_id: "Abc123", question_id: "306", audio_path: "recordings/u1/Abc123/306.webm" })).toBeNull();
    expect(parseMarkTask(null)).toBeNull();
  });
});
