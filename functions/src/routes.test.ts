import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AnyEndpoint } from "@readbright/domain/api/endpoint";
import { routes } from "./routes";

const CONTRACTS = new URL("../../domain/src/api/", import.meta.url);

async function allContracts(): Promise<AnyEndpoint[]> {
  const files = readdirSync(CONTRACTS).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  const modules = await Promise.all(files.map((file) => import(new URL(file, CONTRACTS).href) as Promise<Record<string, unknown>>));
  return modules.flatMap((module) => Object.values(module)).filter((value): value is AnyEndpoint => {
    const candidate = value as Partial<AnyEndpoint> | null;
    return typeof candidate === "object" && candidate !== null && typeof candidate.path === "string" && typeof candidate.href === "function";
  });
}

describe("the route table", () => {
  it("serves every contract in domain/src/api once, and nothing without one", async () => {
    const contracts = await allContracts();
    expect(contracts.length).toBeGreaterThan(30);
    expect(routes.map((route) => route.endpoint).sort(byAddress)).toEqual(contracts.sort(byAddress));
    const addresses = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});

function byAddress(a: AnyEndpoint, b: AnyEndpoint): number {
  return `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`);
}
