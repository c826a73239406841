import { describe, expect, it } from "vitest";
import { contentRange, parseRange } from "./byte-range";

const SIZE = 1000;

describe("parseRange", () => {
  it("sends the whole file without a Range header", () => {
    expect(parseRange(undefined, SIZE)).toEqual({ kind: "whole" });
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=0-0", 0, 0],
    ["bytes=500-999", 500, 999],
    ["bytes=999-999", 999, 999],
    ["bytes=100-", 100, 999],
    ["bytes=0-", 0, 999],
    ["bytes=-1", 999, 999],
    ["bytes=-100", 900, 999],
    ["Bytes=10-19", 10, 19],
    ["bytes= 10-19 ", 10, 19],
    ["  bytes=10-19", 10, 19],
  ])("reads %j as bytes %i..%i", (header, start, end) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: "partial", start, end });
  });

  it.each([
    ["a last byte past the end", "bytes=900-5000", 900, 999],
    ["a last byte too large for a number", `bytes=10-${"9".repeat(400)}`, 10, 999],
    ["a suffix longer than the file", "bytes=-5000", 0, 999],
    ["a suffix too large for a number", `bytes=-${"9".repeat(400)}`, 0, 999],
  ])("cuts %s to the file", (_name, header, start, end) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: "partial", start, end });
  });

  it.each([
    ["a first byte at the end", "bytes=1000-"],
    ["a first byte past the end", "bytes=1000-1001"],
    ["a huge first byte", `bytes=${"9".repeat(30)}-`],
    ["the last 0 bytes", "bytes=-0"],
  ])("finds %s unsatisfiable", (_name, header) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: "unsatisfiable" });
  });

  it.each([
    ["", ""],
    ["no unit", "0-99"],
    ["another unit", "items=0-5"],
    ["no range", "bytes="],
    ["a lone dash", "bytes=-"],
    ["last before first", "bytes=5-2"],
    ["letters", "bytes=abc-def"],
    ["a negative first byte", "bytes=--5"],
    ["a fraction", "bytes=1.5-3"],
    ["blanks inside the range", "bytes=0 - 5"],
    ["a blank before =", "bytes =0-5"],
    ["hex", "bytes=0x10-"],
    ["two ranges", "bytes=0-1,5-6"],
    ["a trailing comma", "bytes=0-1,"],
    ["two headers joined", "bytes=0-1, bytes=2-3"],
  ])("ignores %s (%j): the whole file is sent", (_name, header) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: "whole" });
  });

  it("treats an empty file: a range from byte 0 is unsatisfiable, a suffix gets the (empty) whole", () => {
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-10", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-10", 0)).toEqual({ kind: "whole" });
    expect(parseRange("bytes=-0", 0)).toEqual({ kind: "unsatisfiable" });
  });
});

describe("contentRange", () => {
  it("names the bytes sent and the size, or only the size", () => {
    expect(contentRange(SIZE, { start: 0, end: 99 })).toBe("bytes 0-99/1000");
    expect(contentRange(SIZE)).toBe("bytes */1000");
  });
});
