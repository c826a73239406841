import { EventEmitter } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dropStalledBody, UPLOAD_IDLE_MS, UPLOAD_STALLED } from "./body-idle";

function request(headers: Record<string, string>) {
  const req = Object.assign(new EventEmitter(), { headers, destroy: vi.fn() });
  const res = { headersSent: false, statusCode: 200, setHeader: vi.fn(), end: vi.fn((_body: string, done?: () => void) => done?.()) };
  return { req, res };
}

describe("dropStalledBody", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers 408 and closes a declared body that falls silent, however large it said it was", () => {
    const { req, res } = request({ "content-length": String(50 * 1024 * 1024) });
    const dropped = vi.fn();
    dropStalledBody(req, res, dropped);
    req.emit("data", Buffer.alloc(1024));
    vi.advanceTimersByTime(UPLOAD_IDLE_MS - 1);
    expect(dropped).not.toHaveBeenCalled();
    req.emit("data", Buffer.alloc(1024)); // each chunk restarts the clock
    vi.advanceTimersByTime(UPLOAD_IDLE_MS - 1);
    expect(dropped).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dropped).toHaveBeenCalledOnce();
    expect(res.statusCode).toBe(408);
    expect(res.end).toHaveBeenCalledWith(JSON.stringify({ error: UPLOAD_STALLED }), expect.any(Function));
    expect(req.destroy).toHaveBeenCalled();
  });

  it("leaves a body that arrives in full, and a request without a body, alone", () => {
    const whole = request({ "content-length": "10" });
    const none = request({});
    const dropped = vi.fn();
    dropStalledBody(whole.req, whole.res, dropped);
    dropStalledBody(none.req, none.res, dropped);
    whole.req.emit("data", Buffer.alloc(10));
    whole.req.emit("end");
    vi.advanceTimersByTime(UPLOAD_IDLE_MS * 3);
    expect(dropped).not.toHaveBeenCalled();
    expect(whole.req.destroy).not.toHaveBeenCalled();
  });
});

describe("dropStalledBody on a real connection", () => {
  it("closes a declared 50 MB upload that stalls after 1 KB within a second of the idle limit, answering 408", async () => {
    const server = createServer((req, res) => {
      dropStalledBody(req, res, () => {});
      req.resume(); // as the size check drains a body it will refuse
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const begun = performance.now();
      const { head, ms } = await new Promise<{ head: string; ms: number }>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(`POST /api/answer-recording-question/ HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n${"x".repeat(1024)}`);
        });
        let received = "";
        socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
        socket.on("close", () => resolve({ head: received.split("\r\n")[0] ?? "", ms: performance.now() - begun }));
        socket.on("error", reject);
      });
      expect(head).toBe("HTTP/1.1 408 Request Timeout");
      expect(ms).toBeGreaterThanOrEqual(UPLOAD_IDLE_MS - 50);
      expect(ms).toBeLessThan(UPLOAD_IDLE_MS + 1000);
    } finally {
      server.close();
    }
  }, 15_000);
});
