import { describe, expect, it } from "vitest";
import { MARKING_NICENESS, yieldCpuToRequests } from "./mark-recording";

describe("yieldCpuToRequests", () => {
  it("lowers the marking process's own priority once, however many tasks it runs", () => {
    const calls: Array<[number, number]> = [];
    const lower = (pid: number, priority: number) => void calls.push([pid, priority]);
    yieldCpuToRequests(lower);
    yieldCpuToRequests(lower);
    expect(calls).toEqual([[0, MARKING_NICENESS]]);
  });
});
