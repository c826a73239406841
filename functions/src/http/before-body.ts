// The before-body stage of a route that has one (the recording upload): with the body still unread, the
// pipeline's head stages (request-head.ts) and then the route's own check, which can refuse the upload
// before a byte of it is read (framework-body-errors.ts holds the body back meanwhile). Where no host
// holds it back (unit tests), the pipeline runs the same stage in its place, after the query.
import type { AppCheckVerifier } from "./app-check";
import { clientIp } from "./client-ip";
import { resolveHead } from "./request-head";
import { matchRoute } from "./router";
import type { Route, UnreadRequest } from "./types";

const checked = new WeakSet<object>();

/** The before-body stage already ran on this request (whatever came of it): the pipeline skips it. */
export function checkedBeforeBody(req: object): boolean {
  return checked.has(req);
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The query as the address writes it: a name given twice is a list, as Express reads it. */
function queryOf(url: string | undefined): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams((url ?? "").split("?")[1] ?? "")) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/** The before-body stage for an unread request, or null when its route has none. */
export function beforeBodyStage(routes: readonly Route[], appCheck: AppCheckVerifier | null, req: UnreadRequest & { method?: string }): (() => Promise<void>) | null {
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  const match = matchRoute(routes, req.method ?? "GET", path);
  if (match.kind !== "found" || !match.route.beforeBody) return null;
  const { route } = match;
  const check = route.beforeBody;
  if (!check) return null;
  return async () => {
    checked.add(req);
    const head = await resolveHead(route.endpoint, appCheck, {
      header: (name) => firstHeader(req.headers[name.toLowerCase()]),
      clientIp: clientIp({ headers: req.headers, ip: req.socket?.remoteAddress }),
      params: match.params,
      query: queryOf(req.url),
    });
    await check(head);
  };
}
