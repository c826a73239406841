import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reportDeviceStatus } from "../api/report-device-status";
import { REPORT_SETTLE_MS, useDeviceReport } from "./use-device-report";

vi.mock("../api/report-device-status", () => ({ reportDeviceStatus: vi.fn() }));
const report = vi.mocked(reportDeviceStatus);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? "online" : "offline")));
}

const sent = () => report.mock.calls.map(([body]) => [body.waiting, body.finished_on_device]);
const render = (waiting: number, finished = false) =>
  renderHook(({ w, f }) => useDeviceReport("res-1", w, f), { initialProps: { w: waiting, f: finished } });

beforeEach(() => {
  vi.useFakeTimers();
  report.mockReset().mockResolvedValue({ assessment_result_id: "res-1", waiting: 0, finished_on_device: false, seen_at: "", recorded: true });
  setOnline(true);
});

afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
});

describe("useDeviceReport", () => {
  it("reports what the device holds once it settles, then every 30 s while nothing changes", async () => {
    const { unmount } = render(3);
    expect(report).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(REPORT_SETTLE_MS));
    expect(report).toHaveBeenCalledWith({ assessment_result_id: "res-1", waiting: 3, finished_on_device: false });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(sent()).toEqual([[3, false], [3, false], [3, false]]);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(report).toHaveBeenCalledTimes(3);
  });

  it("reports a change of the count or of the end screen, one report for changes close together", async () => {
    const { rerender } = render(0);
    await act(() => vi.advanceTimersByTimeAsync(REPORT_SETTLE_MS));
    rerender({ w: 1, f: false });
    rerender({ w: 2, f: false });
    await act(() => vi.advanceTimersByTimeAsync(REPORT_SETTLE_MS));
    rerender({ w: 2, f: true });
    await act(() => vi.advanceTimersByTimeAsync(REPORT_SETTLE_MS));
    expect(sent()).toEqual([[0, false], [2, false], [2, true]]);
  });

  it("sends nothing while the browser is offline, and reports as soon as it is back", async () => {
    setOnline(false);
    const { rerender } = render(4, true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    rerender({ w: 5, f: true });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(report).not.toHaveBeenCalled();
    setOnline(true);
    await act(() => vi.advanceTimersByTimeAsync(REPORT_SETTLE_MS));
    expect(sent()).toEqual([[5, true]]);
  });

  it("ignores a failed report and keeps the heartbeat going", async () => {
    report.mockRejectedValue(new Error("network"));
    render(2);
    await act(() => vi.advanceTimersByTimeAsync(REPORT_SETTLE_MS + 30_000));
    expect(report).toHaveBeenCalledTimes(2);
  });

  it("stops reporting once the completion is on the server, a pending report included", async () => {
    const { rerender } = renderHook(({ w, f, a }) => useDeviceReport("res-1", w, f, a), { initialProps: { w: 1, f: true, a: true } });
    rerender({ w: 0, f: false, a: false });
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(report).not.toHaveBeenCalled();
  });
});
