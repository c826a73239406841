import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enqueue, waitingFor } from "./outbox";
import { flushOutboxes } from "./flush-outbox";
import { closePlayerDb } from "./player-db";

const sendEntry = vi.hoisted(() => vi.fn());
vi.mock("../hooks/send-answer", () => ({ sendEntry }));

const answer = (resultId: string, questionId: number) => ({ result_id: resultId, kind: "answer" as const, question_id: questionId, fields: { option_ids: ["a"] }, recording: null });

/** Web Locks as a browser gives them: exclusive by name, and a list of those held. */
function fakeLocks(heldElsewhere: string[] = []) {
  const held = new Set(heldElsewhere);
  const queues = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, run: () => Promise<unknown>) => {
      const turn = (queues.get(name) ?? Promise.resolve()).catch(() => undefined).then(async () => {
        held.add(name);
        try {
          return await run();
        } finally {
          held.delete(name);
        }
      });
      queues.set(name, turn);
      return turn;
    },
    query: async () => ({ held: [...held].map((name) => ({ name })) }),
  };
}

beforeEach(() => closePlayerDb());
afterEach(() => {
  vi.unstubAllGlobals();
  sendEntry.mockReset();
});

describe("sending what a closed player left on the device", () => {
  it("sends every waiting result from another page of the app", async () => {
    vi.stubGlobal("navigator", { ...navigator, locks: fakeLocks() });
    sendEntry.mockResolvedValue({});
    await enqueue(answer("r1", 101));
    await enqueue(answer("r2", 201));
    const stop = flushOutboxes();
    await vi.waitFor(async () => expect((await waitingFor("r1")).length + (await waitingFor("r2")).length).toBe(0));
    expect(sendEntry.mock.calls.map(([entry]) => entry.question_id).sort()).toEqual([101, 201]);
    stop();
  });

  it("leaves a result alone while its player is open in another tab", async () => {
    vi.stubGlobal("navigator", { ...navigator, locks: fakeLocks(["readbright-player:r1"]) });
    sendEntry.mockResolvedValue({});
    await enqueue(answer("r1", 101));
    await enqueue(answer("r2", 201));
    const stop = flushOutboxes();
    await vi.waitFor(async () => expect(await waitingFor("r2")).toEqual([]));
    expect(sendEntry.mock.calls.map(([entry]) => entry.question_id)).toEqual([201]);
    expect((await waitingFor("r1")).map((entry) => entry.question_id)).toEqual([101]);
    stop();
  });

  it("stops sending a result once its player opens, leaving the rest to it", async () => {
    vi.stubGlobal("navigator", { ...navigator, locks: fakeLocks() });
    let arrive: (value: unknown) => void = () => undefined;
    sendEntry.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    await enqueue(answer("r1", 101));
    await enqueue(answer("r1", 102));
    const stop = flushOutboxes();
    await vi.waitFor(() => expect(sendEntry).toHaveBeenCalledOnce());
    const player = new BroadcastChannel("readbright-player");
    player.postMessage("r1");
    player.close();
    arrive({});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sendEntry).toHaveBeenCalledOnce();
    expect((await waitingFor("r1")).map((entry) => entry.question_id)).toEqual(expect.arrayContaining([102]));
    stop();
  });

  it("does nothing where the browser has no Web Locks (an open player elsewhere could not be seen)", async () => {
    vi.stubGlobal("navigator", { ...navigator, locks: undefined });
    await enqueue(answer("r1", 101));
    flushOutboxes()();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sendEntry).not.toHaveBeenCalled();
  });
});
