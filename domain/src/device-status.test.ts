import { describe, expect, it } from "vitest";
import { DEVICE_QUIET_MS, deviceStatus, deviceStatusLabel } from "./device-status";
import type { DeviceFacts } from "./device-status";

const NOW = Date.parse("2026-11-28T09:00:00Z");

const facts = (overrides: Partial<DeviceFacts> = {}): DeviceFacts => ({
  status: "in_progress", device_waiting: 0, device_finished: false, device_seen_at: NOW - 10_000, last_answer_at: null, ...overrides,
});

const label = (overrides: Partial<DeviceFacts>, now = NOW) => deviceStatusLabel(deviceStatus(facts(overrides), now));

describe("what the school is told about the device taking a test", () => {
  it("says nothing when the device never reported, or holds nothing", () => {
    expect(label({ device_seen_at: null, device_waiting: 4 })).toBeNull();
    expect(label({ device_waiting: 0 })).toBeNull();
    expect(label({ device_waiting: 0, device_seen_at: NOW - 10 * DEVICE_QUIET_MS })).toBeNull();
  });

  it("counts the answers a device heard lately still holds", () => {
    expect(label({ device_waiting: 1 })).toBe("1 answer waiting on this device");
    expect(label({ device_waiting: 12 })).toBe("12 answers waiting on this device");
    expect(label({ device_waiting: 3, status: "not_started" })).toBe("3 answers waiting on this device");
  });

  it("waits for the device to reconnect once it finished offline, however recently it reported", () => {
    expect(label({ device_finished: true, device_waiting: 0, device_seen_at: NOW })).toBe("Waiting for this device to reconnect");
    expect(deviceStatus(facts({ device_finished: true }), NOW)).toEqual({ kind: "reconnect" });
  });

  it("waits for the device to reconnect when it held answers and went quiet for more than 90 s", () => {
    expect(label({ device_waiting: 5, device_seen_at: NOW - DEVICE_QUIET_MS })).toBe("5 answers waiting on this device");
    expect(label({ device_waiting: 5, device_seen_at: NOW - DEVICE_QUIET_MS - 1 })).toBe("Waiting for this device to reconnect");
  });

  it("counts an answer that arrived since the last report as hearing from the device", () => {
    expect(label({ device_waiting: 5, device_seen_at: NOW - 5 * 60_000, last_answer_at: NOW - 20_000 })).toBe("5 answers waiting on this device");
    expect(label({ device_waiting: 5, device_seen_at: NOW - 5 * 60_000, last_answer_at: NOW - DEVICE_QUIET_MS - 1 })).toBe("Waiting for this device to reconnect");
  });

  it("says nothing once the server has the completion, or the test was abandoned", () => {
    expect(label({ status: "completed", device_finished: true, device_waiting: 3 })).toBeNull();
    expect(label({ status: "abandoned", device_waiting: 3, device_seen_at: NOW - 10 * DEVICE_QUIET_MS })).toBeNull();
  });
});
