import { describe, expect, it } from "vitest";
import { choosePlace } from "./toast-placement";
import type { Box } from "./toast-placement";

const box = (top: number, bottom: number, left = 16, right = 374): Box => ({ top, bottom, left, right });
const places = { top: box(80, 160), bottom: box(764, 828), header: box(4, 84) };

describe("where the toasts go", () => {
  it("below the header, where that covers no field or primary button", () => {
    expect(choosePlace(places, [box(300, 350)])).toBe("top");
  });

  it("at the bottom when a field is under the usual place", () => {
    // A phone: the 'Start a test' box's Name field just below the header.
    expect(choosePlace(places, [box(120, 166, 20, 370), box(400, 450)])).toBe("bottom");
  });

  it("over the site header when fields are under both", () => {
    expect(choosePlace(places, [box(120, 166), box(780, 830)])).toBe("header");
  });

  it("where it covers least when every place covers something", () => {
    expect(choosePlace(places, [box(60, 166), box(700, 830), box(0, 20)])).toBe("header");
    expect(choosePlace(places, [box(150, 160), box(700, 830), box(0, 84)])).toBe("top");
  });
});
