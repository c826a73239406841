import { describe, expect, it } from "vitest";
import { PAGING_MESSAGES } from "@readbright/domain/api/paging";
import { decodeCursor, encodeCursor } from "./cursor";

describe("page cursors", () => {
  it("give back the last item's sort value and id", () => {
    expect(decodeCursor(encodeCursor({ value: "Ann Berg", id: "abc123" }), "string")).toEqual({ value: "Ann Berg", id: "abc123" });
    expect(decodeCursor(encodeCursor({ value: 1_764_000_000_000, id: "r1" }), "number")).toEqual({ value: 1_764_000_000_000, id: "r1" });
  });

  it.each([
    ["not base64 JSON", "bm90IGpzb24"],
    ["a value of the wrong kind", Buffer.from(JSON.stringify([5, "abc"])).toString("base64url")],
    ["an id that could reach another path", Buffer.from(JSON.stringify(["Ann", "../profiles/x"])).toString("base64url")],
    ["an object", Buffer.from(JSON.stringify({ value: "Ann", id: "x" })).toString("base64url")],
  ])("refuses %s with the paging message", (_what, text) => {
    expect(() => decodeCursor(text, "string")).toThrow(PAGING_MESSAGES.cursorInvalid);
  });
});
