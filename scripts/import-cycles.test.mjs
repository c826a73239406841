// No import cycle among functions/src and domain/src, type-only imports included: import/no-cycle
// (eslint.config.js) sees only the imports that run.
import { describe, expect, it } from "vitest";
import { importCycles } from "./import-cycles.mjs";

describe("the server's and the domain's imports", () => {
  it("form no cycle, counting type-only imports", () => {
    expect(importCycles()).toEqual([]);
  });
});
