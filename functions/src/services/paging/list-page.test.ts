import { describe, expect, it } from "vitest";
import { PAGING_MESSAGES } from "@readbright/domain/api/paging";
import { refusal } from "../../../test-support/refusal";
import { pageOfList } from "./list-page";

const items = ["a1", "a2", "b1", "c1", "c2"].map((id) => ({ id, key: id.slice(0, 1) }));
const page = (limit: number, cursor?: string) => pageOfList(items, (i) => i.key, (i) => i.id, { limit, cursor });

describe("pageOfList", () => {
  it("walks the whole list in pages, each picking up after the last, with the total", () => {
    const first = page(2);
    expect(first).toMatchObject({ items: [items[0], items[1]], total: 5 });
    const second = page(2, first.next_cursor!);
    expect(second.items.map((i) => i.id)).toEqual(["b1", "c1"]);
    const third = page(2, second.next_cursor!);
    expect(third).toEqual({ items: [items[4]], next_cursor: null, total: 5 });
  });

  it("carries on after an item that has gone since its page was read", () => {
    const first = page(3);
    const without = items.filter((i) => i.id !== "b1");
    expect(pageOfList(without, (i) => i.key, (i) => i.id, { limit: 3, cursor: first.next_cursor! }).items.map((i) => i.id)).toEqual(["c1", "c2"]);
  });

  it("refuses a cursor it did not write", () => {
    expect(refusal(() => page(2, "bm90LWEtY3Vyc29y"))).toEqual({ status: 400, message: PAGING_MESSAGES.cursorInvalid });
  });
});
