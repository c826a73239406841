// One structured line per request. The route is the pattern, so ids and other personal
// values in the path never reach the logs.
import { log } from "../core/log";

export interface RequestLogEntry {
  method: string;
  route: string;
  status: number;
  latency_ms: number;
}

export function logRequest(entry: RequestLogEntry): void {
  log.info(`${entry.method} ${entry.route} ${entry.status}`, { ...entry });
}
