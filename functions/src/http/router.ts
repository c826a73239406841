// Maps method + path to a route. Paths match with or without a trailing slash and with or
// without the leading /api: Hosting's rewrite passes "/api/user/", while a direct call to the
// function URL (…/demo-readbright/us-central1/api/user) arrives as "/user".
import type { HttpMethod, Route } from "./types";

export type RouteMatch =
  | { kind: "found"; route: Route; params: Record<string, string> }
  | { kind: "method-not-allowed"; path: string; allowed: HttpMethod[] }
  | { kind: "not-found" };

export function normalizePath(path: string): string {
  const segments = path.split("/").filter((segment) => segment !== "");
  if (segments[0] === "api") segments.shift();
  return `/${segments.join("/")}`;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = normalizePath(pattern).split("/");
  const got = normalizePath(path).split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? "";
    const param = /^\{(\w+)\}$/.exec(part);
    if (param?.[1]) {
      const decoded = safeDecode(value);
      if (decoded === null) return null;
      params[param[1]] = decoded;
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // malformed %-escape: no route can match it
  }
}

export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  // HEAD is answered as GET; Node drops the body.
  const wanted = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  const others: Route[] = [];
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (!params) continue;
    if (route.method === wanted) return { kind: "found", route, params };
    others.push(route);
  }
  const [first] = others;
  if (!first) return { kind: "not-found" };
  return { kind: "method-not-allowed", path: first.path, allowed: others.map((route) => route.method) };
}
