import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

describe("clientIp", () => {
  it("takes the first hop of X-Forwarded-For", () => {
    expect(clientIp({ headers: { "x-forwarded-for": "203.0.113.9, 10.0.0.1, 66.102.8.142" }, ip: "10.0.0.2" })).toBe("203.0.113.9");
    expect(clientIp({ headers: { "x-forwarded-for": ["2001:DB8::1", "10.0.0.1"] } })).toBe("2001:db8::1");
  });

  it("falls back to the socket address, IPv4-mapped addresses read as IPv4", () => {
    expect(clientIp({ headers: {}, ip: "::ffff:192.0.2.7" })).toBe("192.0.2.7");
    expect(clientIp({ headers: { "x-forwarded-for": " , " }, ip: "192.0.2.7" })).toBe("192.0.2.7");
  });

  it("is null when nothing says where the request came from", () => {
    expect(clientIp({ headers: {} })).toBeNull();
  });

  it("caps what a client can put in the key", () => {
    expect(clientIp({ headers: { "x-forwarded-for": "x".repeat(500) } })).toHaveLength(64);
  });
});
