// A body that stops arriving is dropped: a request that declares a body (say 50 MB) and then sends
// nothing would otherwise hold its connection and its instance until the platform's own timeout.
// Every chunk restarts the clock; a body that falls silent for UPLOAD_IDLE_MS is answered 408 and its
// connection closed. Watched by wrapping `emit`, as the size check does, so nothing is read early.

export const UPLOAD_IDLE_MS = 4000;
export const UPLOAD_STALLED = "The upload stopped arriving. Please try again.";

export interface WatchedRequest {
  headers: Record<string, string | string[] | undefined>;
  emit(event: string | symbol, ...args: unknown[]): boolean;
  destroy(): unknown;
}

export interface WatchedResponse {
  headersSent: boolean;
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body: string, callback?: () => void): unknown;
}

/** Whether the request says a body follows. */
export function declaresBody(headers: WatchedRequest["headers"] | undefined): boolean {
  if (!headers) return false;
  const length = Number(headers["content-length"] ?? 0);
  return length > 0 || headers["transfer-encoding"] !== undefined;
}

/** Starts the clock on `req`'s body; `onDropped` is told when it fell silent and was dropped. */
export function dropStalledBody(req: WatchedRequest, res: WatchedResponse, onDropped: () => void, idleMs: number = UPLOAD_IDLE_MS): void {
  if (!declaresBody(req.headers) || typeof req.emit !== "function") return;
  let timer: NodeJS.Timeout | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const drop = () => {
    timer = null;
    if (!res.headersSent) {
      res.statusCode = 408;
      res.setHeader("Connection", "close");
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.end(JSON.stringify({ error: UPLOAD_STALLED }), () => req.destroy());
      onDropped();
    } else {
      req.destroy();
    }
  };
  const restart = () => {
    stop();
    timer = setTimeout(drop, idleMs);
    timer.unref?.();
  };
  const emit = req.emit;
  req.emit = function watch(this: WatchedRequest, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "data") restart();
    else if (event === "end" || event === "close" || event === "error" || event === "aborted") stop();
    return emit.call(this, event, ...args);
  };
  restart();
}
