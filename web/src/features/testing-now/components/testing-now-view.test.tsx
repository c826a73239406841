// 'Testing now' over a fake class listener: the states change as results arrive, without a reload.
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { apiClient } from "../../../lib/api-client";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { fakeParticipant } from "../../../testing/factories";
import { renderSignedInPage } from "../../../testing/profile";
import type { ClassListenerCallbacks, ClassRef, ListenToClass } from "../api/listener";
import type { LiveResult } from "../utils/class-states";
import { LISTEN_DENIED, OFFLINE, TestingNowView } from "./testing-now-view";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
mockedApiCalls();

const STUDENTS = [
  fakeParticipant({ id: "p1", name: "Ada Lane", grade: "4", section: "B" }),
  fakeParticipant({ id: "p2", name: "Ben Ode", grade: "4", section: "B" }),
  fakeParticipant({ id: "p3", name: "Cy Moss", grade: "4", section: "A" }),
  fakeParticipant({ id: "p4", name: "Di Park", grade: "10", section: "A" }),
];

const result = (participant_id: string, overrides: Partial<LiveResult> = {}): LiveResult => ({
  id: `r-${participant_id}`, participant_id, status: "not_started", answered_count: 0, question_count: 12, pending: 0, created_at: 1,
  device_waiting: 0, device_finished: false, device_seen_at: null, last_answer_at: null, ...overrides,
});

/** A listener the test drives: every class listened to, whether it was stopped, and its callbacks. */
function fakeListener() {
  const listeners: { klass: ClassRef; callbacks: ClassListenerCallbacks; stopped: boolean }[] = [];
  const listen: ListenToClass = (klass, callbacks) => {
    const entry = { klass, callbacks, stopped: false };
    listeners.push(entry);
    return () => {
      entry.stopped = true;
    };
  };
  const current = () => listeners.at(-1)!;
  const send = (results: LiveResult[], fromCache = false) => act(() => current().callbacks.onResults(results, { fromCache }));
  return { listen, listeners, current, send };
}

function renderView(route = "/dashboard/testing-now") {
  vi.mocked(apiClient.get).mockImplementation(async (path: string) => {
    if (path === "/participants/") return [...STUDENTS] as never;
    throw new Error(`unexpected GET ${path}`);
  });
  const fake = fakeListener();
  const user = renderSignedInPage(<TestingNowView schoolId="s1" listen={fake.listen} />, route);
  return { user, ...fake };
}

/** The finished count (the toast region is another status region). */
const finished = () => screen.getByText(/ finished$/);
const stateOf = (name: string) => within(screen.getByText(name).closest("li")!).getByText(/Not started|Question|Finished|Needs review/).textContent;

describe("Testing now", () => {
  it("offers the school's grades and that grade's sections, and listens to nothing before a grade is chosen", async () => {
    const { user, listeners } = renderView();
    await screen.findByRole("option", { name: "10" });
    expect(within(screen.getByLabelText("Grade")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a grade", "4", "10"]);
    expect(listeners).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText("Grade"), "4");
    expect(within(screen.getByLabelText("Section")).getAllByRole("option").map((o) => o.textContent)).toEqual(["All sections", "A", "B"]);
  });

  it("shows every student of the class with their state and the finished count, updating live", async () => {
    const { user, current, send } = renderView();
    await screen.findByRole("option", { name: "10" });
    await user.selectOptions(screen.getByLabelText("Grade"), "4");
    await user.selectOptions(screen.getByLabelText("Section"), "B");
    expect(current().klass).toEqual({ schoolId: "s1", grade: "4", section: "B" });

    send([result("p1")]);
    const list = screen.getByRole("list", { name: "Grade 4, section B" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Ada LaneNot started", "Ben OdeNot started"]);
    expect(finished()).toHaveTextContent("0 of 2 finished");

    send([result("p1", { status: "in_progress", answered_count: 0 }), result("p2", { status: "in_progress", answered_count: 4 })]);
    expect(stateOf("Ada Lane")).toBe("Question 1 of 12");
    expect(stateOf("Ben Ode")).toBe("Question 5 of 12");

    send([result("p1", { status: "completed", answered_count: 12 }), result("p2", { status: "completed", answered_count: 12, pending: 2 })]);
    expect(stateOf("Ada Lane")).toBe("Finished");
    expect(stateOf("Ben Ode")).toBe("Needs review");
    expect(finished()).toHaveTextContent("2 of 2 finished");
    // Announced where it is, politely: the focus stays where the teacher left it.
    expect(finished()).toHaveAttribute("role", "status");
    expect(finished()).toHaveAttribute("aria-live", "polite");
  });

  it("stops listening to one class when another is chosen", async () => {
    const { user, listeners } = renderView("/dashboard/testing-now?grade=4&section=B");
    await screen.findByRole("option", { name: "10" });
    expect(listeners.map((l) => l.klass.section)).toEqual(["B"]);
    await user.selectOptions(screen.getByLabelText("Section"), "A");
    expect(listeners.map((l) => [l.klass.section, l.stopped])).toEqual([["B", true], ["A", false]]);
  });

  it("says under a test in progress what its device still holds, and when the device has gone quiet or finished offline", async () => {
    const { send } = renderView("/dashboard/testing-now?grade=4&section=B");
    await screen.findByRole("option", { name: "10" });
    const justNow = Date.now() - 5_000;
    send([
      result("p1", { status: "in_progress", answered_count: 3, device_waiting: 1, device_seen_at: justNow }),
      result("p2", { status: "in_progress", answered_count: 4, device_waiting: 0, device_seen_at: justNow }),
    ]);
    const list = screen.getByRole("list", { name: "Grade 4, section B" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Ada Lane1 answer waiting on this deviceQuestion 4 of 12", "Ben OdeQuestion 5 of 12"]);

    send([
      result("p1", { status: "in_progress", answered_count: 3, device_waiting: 7, device_seen_at: Date.now() - 5 * 60_000 }),
      result("p2", { status: "in_progress", answered_count: 12, device_finished: true, device_seen_at: justNow }),
    ]);
    expect(within(screen.getByText("Ada Lane").closest("li")!).getByText("Waiting for this device to reconnect")).toBeInTheDocument();
    expect(within(screen.getByText("Ben Ode").closest("li")!).getByText("Waiting for this device to reconnect")).toBeInTheDocument();

    // Once the server has the completion, the device has nothing more to say.
    send([result("p2", { status: "completed", answered_count: 12, device_finished: true, device_seen_at: justNow })]);
    expect(screen.queryByText("Waiting for this device to reconnect")).not.toBeInTheDocument();
    expect(stateOf("Ben Ode")).toBe("Finished");
  });

  it("tells a device gone quiet for 90 s while holding answers without anything else changing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { send } = renderView("/dashboard/testing-now?grade=4&section=B");
      await screen.findByRole("option", { name: "10" });
      send([result("p1", { status: "in_progress", device_waiting: 2, device_seen_at: Date.now() - 80_000 })]);
      expect(screen.getByText("2 answers waiting on this device")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(20_000));
      expect(screen.queryByText("2 answers waiting on this device")).not.toBeInTheDocument();
      expect(screen.getByText("Waiting for this device to reconnect")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says so when the listener is refused, and when the states come from the device while offline", async () => {
    const { current, send } = renderView("/dashboard/testing-now?grade=4&section=B");
    await screen.findByRole("option", { name: "10" });
    send([result("p1", { status: "in_progress" })], true);
    expect(screen.getByText(i18n._(OFFLINE))).toBeInTheDocument();
    expect(stateOf("Ada Lane")).toBe("Question 1 of 12");

    act(() => current().callbacks.onError("denied"));
    expect(screen.getByRole("alert")).toHaveTextContent(i18n._(LISTEN_DENIED));
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
