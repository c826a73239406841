import { describe, expect, it } from "vitest";
import { mixed } from "yup";
import { matchRoute, normalizePath } from "./router";
import { endpoint } from "@readbright/domain/api/endpoint";
import { route as defineRoute } from "./define-route";
import type { Route } from "./types";

const route = (method: Route["method"], path: string): Route => defineRoute(endpoint()({ method: method as "GET", path, auth: "none" }), async () => {}, { response: mixed() });
const routes = [route("GET", "/api/user/"), route("GET", "/api/participants/{id}"), route("POST", "/api/participants/")];

describe("normalizePath", () => {
  it("drops the /api prefix, trailing and repeated slashes", () => {
    expect(normalizePath("/api/user/")).toBe("/user");
    expect(normalizePath("/user")).toBe("/user");
    expect(normalizePath("//api//profile//set-type/")).toBe("/profile/set-type");
    expect(normalizePath("/api")).toBe("/");
    expect(normalizePath("/apiary")).toBe("/apiary");
  });
});

describe("matchRoute", () => {
  it("matches a path with and without the trailing slash", () => {
    expect(matchRoute(routes, "GET", "/api/user/")).toMatchObject({ kind: "found", route: routes[0] });
    expect(matchRoute(routes, "GET", "/api/user")).toMatchObject({ kind: "found", route: routes[0] });
  });
  it("matches a direct call to the function, which arrives without /api", () => {
    expect(matchRoute(routes, "GET", "/user")).toMatchObject({ kind: "found", route: routes[0] });
  });
  it("extracts and decodes path parameters", () => {
    expect(matchRoute(routes, "GET", "/api/participants/a%20b/")).toEqual({ kind: "found", route: routes[1], params: { id: "a b" } });
  });
  it("answers HEAD with the GET route", () => {
    expect(matchRoute(routes, "HEAD", "/api/user")).toMatchObject({ kind: "found", route: routes[0] });
  });
  it("reports an unknown path as not found", () => {
    expect(matchRoute(routes, "GET", "/api/nothing")).toEqual({ kind: "not-found" });
    expect(matchRoute(routes, "GET", "/api/participants/1/extra")).toEqual({ kind: "not-found" });
    expect(matchRoute(routes, "GET", "/api/participants/%E0%A4%A")).toEqual({ kind: "not-found" });
  });
  it("reports a known path with the wrong method as not allowed, listing the allowed ones", () => {
    expect(matchRoute(routes, "DELETE", "/api/participants")).toEqual({ kind: "method-not-allowed", path: "/api/participants/", allowed: ["POST"] });
    expect(matchRoute(routes, "POST", "/api/participants/7")).toEqual({ kind: "method-not-allowed", path: "/api/participants/{id}", allowed: ["GET"] });
  });
});
