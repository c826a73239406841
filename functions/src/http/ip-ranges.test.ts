import { describe, expect, it } from "vitest";
import { inRanges, parseRanges } from "./ip-ranges";

describe("inRanges", () => {
  const ranges = parseRanges("66.102.0.0/20, 2001:4860::/32");
  it("matches IPv4 and IPv6 addresses inside a range and nothing else", () => {
    expect(inRanges("66.102.8.142", ranges)).toBe(true);
    expect(inRanges("66.102.16.1", ranges)).toBe(false);
    expect(inRanges("2001:4860:4864:20::1", ranges)).toBe(true);
    expect(inRanges("2001:4861::1", ranges)).toBe(false);
    expect(inRanges("not an address", ranges)).toBe(false);
    expect(inRanges("", ranges)).toBe(false);
  });
  it("refuses a malformed setting at start rather than trusting everything", () => {
    expect(() => parseRanges("66.102.0.0/40")).toThrow(/not a CIDR range/);
    expect(() => parseRanges("google")).toThrow(/not a CIDR range/);
  });
});
