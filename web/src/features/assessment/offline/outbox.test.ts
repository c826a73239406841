import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { answeredOnDevice, enqueue, forgetPageMemory, refusedFor, resultsWaiting, waitingFor, waitingOnlyInPage } from "./outbox";
import type { OutboxEntry } from "./outbox";
import { outboxSender } from "./outbox-sender";
import { closePlayerDb } from "./player-db";
import { storedSpeech, storeSpeech } from "./speech-store";
import { forgetTest, readTestCopy, rememberAnswered, saveTestCopy } from "./test-copy";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";

const answer = (resultId: string, questionId: number) => ({ result_id: resultId, kind: "answer" as const, question_id: questionId, fields: { option_ids: ["a"] }, recording: null });

beforeEach(async () => {
  await closePlayerDb();
  forgetPageMemory();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closePlayerDb());

describe("the outbox", () => {
  it("keeps entries per result in the order they were made, across a reopened store", async () => {
    await enqueue(answer("r1", 101));
    await enqueue(answer("r2", 201));
    await enqueue(answer("r1", 102));
    await enqueue({ result_id: "r1", kind: "complete", question_id: null, fields: null, recording: null });
    await closePlayerDb(); // as after a reload: the store is read again from the device
    expect((await waitingFor("r1")).map((entry) => [entry.kind, entry.question_id])).toEqual([["answer", 101], ["answer", 102], ["complete", null]]);
    expect(await answeredOnDevice("r1")).toEqual([101, 102]);
    expect((await resultsWaiting()).sort()).toEqual(["r1", "r2"]);
  });

  it("keeps a recording's bytes and type", async () => {
    await enqueue({ ...answer("r1", 301), fields: {}, recording: { bytes: new TextEncoder().encode("voice").buffer, type: "audio/webm" } });
    await closePlayerDb();
    const [entry] = await waitingFor("r1");
    expect(new TextDecoder().decode(entry?.recording?.bytes)).toBe("voice");
    expect(entry?.recording?.type).toBe("audio/webm");
  });
});

describe("a device that will not keep answers", () => {
  it("keeps them in the page instead, sends them in order after those on the device, and says they are only there", async () => {
    await enqueue(answer("r1", 101));
    // The device's store fails from now on (a full disk, storage taken away).
    await closePlayerDb();
    const refusing = { open: () => { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); } };
    globalThis.indexedDB = refusing as unknown as IDBFactory;
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await enqueue(answer("r1", 102));
    await enqueue(answer("r1", 103));
    expect(waitingOnlyInPage("r1")).toBe(true);
    expect(await answeredOnDevice("r1")).toEqual([102, 103]);

    const seen: number[] = [];
    await outboxSender("r1", async (entry) => seen.push(entry.question_id!), {}).kick();
    expect(seen).toEqual([102, 103]);
    expect(await waitingFor("r1")).toEqual([]);
    expect(waitingOnlyInPage("r1")).toBe(false);
  });

  it("keeps a refusal in the page too, with its reason", async () => {
    globalThis.indexedDB = { open: () => { throw new DOMException("refused", "InvalidStateError"); } } as unknown as IDBFactory;
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await enqueue(answer("r1", 101));
    await outboxSender("r1", async () => { throw new ApiError(409, "Already answered differently"); }).kick();
    expect((await refusedFor("r1")).map((entry) => [entry.question_id, entry.status, entry.reason])).toEqual([[101, 409, "Already answered differently"]]);
    forgetPageMemory(); // the page closes
    expect(await refusedFor("r1")).toEqual([]);
  });
});

describe("the outbox sender", () => {
  it("sends one result's entries in order, each once, and empties the outbox", async () => {
    for (const id of [101, 102, 103]) await enqueue(answer("r1", id));
    await enqueue(answer("r2", 201));
    const seen: number[] = [];
    await outboxSender("r1", async (entry) => seen.push(entry.question_id!)).kick();
    expect(seen).toEqual([101, 102, 103]);
    expect(await waitingFor("r1")).toEqual([]);
    expect(await waitingFor("r2")).toHaveLength(1);
  });

  it("retries a network failure until it arrives, without skipping ahead", async () => {
    for (const id of [101, 102]) await enqueue(answer("r1", id));
    const tries: number[] = [];
    let failures = 2;
    const send = async (entry: OutboxEntry) => {
      tries.push(entry.question_id!);
      if (entry.question_id === 101 && failures-- > 0) throw new ApiError(500, "Failed to fetch", undefined, true);
    };
    await outboxSender("r1", send, { wait: async () => {} }).kick();
    expect(tries).toEqual([101, 101, 101, 102]);
    expect(await waitingFor("r1")).toEqual([]);
  });

  it("moves a refusal for good to the refused store with its reason, and goes on", async () => {
    for (const id of [101, 102]) await enqueue(answer("r1", id));
    const reported: number[] = [];
    const send = async (entry: OutboxEntry) => {
      if (entry.question_id === 101) throw new ApiError(409, "This question already has a different answer");
    };
    await outboxSender("r1", send, { onRefused: (entry) => reported.push(entry.question_id!) }).kick();
    expect(reported).toEqual([101]);
    expect(await waitingFor("r1")).toEqual([]);
    expect((await refusedFor("r1")).map((entry) => [entry.question_id, entry.status, entry.reason])).toEqual([[101, 409, "This question already has a different answer"]]);
  });

  it("leaves the entry in the outbox when sending stops while the network is down", async () => {
    await enqueue(answer("r1", 101));
    const controller = new AbortController();
    const send = async () => {
      controller.abort();
      throw new ApiError(500, "Failed to fetch", undefined, true);
    };
    await expect(outboxSender("r1", send, { signal: controller.signal }).kick()).rejects.toThrow("Failed to fetch");
    expect(await waitingFor("r1")).toHaveLength(1);
  });

  it("sends an entry added while it runs", async () => {
    await enqueue(answer("r1", 101));
    const seen: number[] = [];
    const sender = outboxSender("r1", async (entry) => {
      seen.push(entry.question_id!);
      if (entry.question_id === 101) await enqueue(answer("r1", 102));
    });
    await sender.kick();
    expect(seen).toEqual([101, 102]);
  });
});

describe("a test deleted on the server while the device holds its answers", () => {
  it("leaves the device whole: its waiting answers, its copy and its clips; other tests stay", async () => {
    await saveTestCopy({ id: "r1", questions: [], answers: [] } as unknown as ResultResponse);
    await storeSpeech("r1", "question:1:question", new Blob(["voice"]));
    await enqueue(answer("r1", 101));
    await enqueue(answer("r1", 102));
    await enqueue(answer("r2", 201));
    const reported: number[] = [];
    const send = async () => {
      throw new ApiError(404, "Assessment result not found");
    };
    await outboxSender("r1", send, { onRefused: (entry) => reported.push(entry.question_id!) }).kick();
    expect(reported).toEqual([101]);
    expect(await waitingFor("r1")).toEqual([]);
    expect(await refusedFor("r1")).toEqual([]);
    expect(await readTestCopy("r1")).toBeUndefined();
    expect(await storedSpeech("r1", "question:1:question")).toBeNull();
    expect((await waitingFor("r2")).map((entry) => entry.question_id)).toEqual([201]);
  });
});

describe("a completed test on the device", () => {
  it("leaves nothing of itself behind: its copy, its clips and its refusals; other tests keep theirs", async () => {
    for (const id of ["r1", "r2"]) {
      await saveTestCopy({ id, questions: [], answers: [] } as unknown as ResultResponse);
      await rememberAnswered(id, 101);
      await storeSpeech(id, "question:101:question", new Blob(["clip"], { type: "audio/wav" }));
    }
    await enqueue(answer("r1", 102));
    await outboxSender("r1", async () => {
      throw new ApiError(409, "This question has already been answered differently");
    }).kick();
    expect(await refusedFor("r1")).toHaveLength(1);

    await forgetTest("r1");
    expect(await readTestCopy("r1")).toBeUndefined();
    expect(await storedSpeech("r1", "question:101:question")).toBeNull();
    expect(await refusedFor("r1")).toEqual([]);
    expect((await readTestCopy("r2"))?.answered).toEqual([101]);
    expect(await storedSpeech("r2", "question:101:question")).not.toBeNull();
  });
});
