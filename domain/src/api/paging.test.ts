import { describe, expect, it } from "vitest";
import { PAGING_MESSAGES, pageQuerySchema } from "./paging";

describe("the page query", () => {
  it("takes a limit from 1 to 200 as the query string writes it, and an opaque cursor", async () => {
    expect(await pageQuerySchema.validate({ limit: "50", cursor: "WyJBbm4iLCJhYmMiXQ" })).toEqual({ limit: 50, cursor: "WyJBbm4iLCJhYmMiXQ" });
    expect(await pageQuerySchema.validate({})).toEqual({});
  });

  it.each(["0", "201", "1.5", "-3", "ten", "1e2", " 5"])("refuses limit=%s", async (limit) => {
    await expect(pageQuerySchema.validate({ limit })).rejects.toThrow(PAGING_MESSAGES.limitInvalid);
  });

  it("refuses a cursor that is not one this API writes", async () => {
    await expect(pageQuerySchema.validate({ cursor: "../x" })).rejects.toThrow(PAGING_MESSAGES.cursorInvalid);
    await expect(pageQuerySchema.validate({ cursor: ["a", "b"] })).rejects.toThrow(PAGING_MESSAGES.cursorInvalid);
  });
});
