import { describe, expect, it } from "vitest";
import { clientIp, ipv6Network } from "./client-ip";

const FRONT_END = "66.102.8.142";

describe("clientIp", () => {
  it("takes the address the platform saw: the entry just left of the trusted hops", () => {
    expect(clientIp({ headers: { "x-forwarded-for": `203.0.113.9, ${FRONT_END}` }, ip: "10.0.0.2" }, 2)).toBe("203.0.113.9");
    expect(clientIp({ headers: { "x-forwarded-for": ["2001:DB8::1", FRONT_END] } }, 2)).toBe("2001:db8:0:0::/64");
    expect(clientIp({ headers: { "x-forwarded-for": "198.51.100.4" } }, 1)).toBe("198.51.100.4");
  });

  it("ignores whatever the client wrote further left", () => {
    for (const invented of ["1.2.3.4", "9.9.9.9, 8.8.8.8", "not an address", ""]) {
      const header = `${invented}${invented ? ", " : ""}203.0.113.9, ${FRONT_END}`;
      expect(clientIp({ headers: { "x-forwarded-for": header } }, 2)).toBe("203.0.113.9");
    }
  });

  it("uses the socket when the header has fewer entries than the platform appends, or none are trusted", () => {
    expect(clientIp({ headers: { "x-forwarded-for": "203.0.113.9" }, ip: "::ffff:192.0.2.7" }, 2)).toBe("192.0.2.7");
    expect(clientIp({ headers: {}, ip: "192.0.2.7" }, 2)).toBe("192.0.2.7");
    expect(clientIp({ headers: { "x-forwarded-for": `203.0.113.9, ${FRONT_END}` }, ip: "192.0.2.7" }, 0)).toBe("192.0.2.7");
    expect(clientIp({ headers: { "x-forwarded-for": ` , ${FRONT_END}` }, ip: "192.0.2.7" }, 2)).toBe("192.0.2.7");
  });

  it("keys a call on the function's own URL (no Hosting front end last) on the caller Google saw, whatever it wrote", () => {
    // Straight to the function, Google's front end appends the caller's own address, and only that.
    for (const invented of ["203.0.113.9", "10.0.0.1, 203.0.113.9", "66.102.8.142, 203.0.113.9"]) {
      expect(clientIp({ headers: { "x-forwarded-for": `${invented}, 198.51.100.77` } }, 2)).toBe("198.51.100.77");
    }
    expect(clientIp({ headers: { "x-forwarded-for": "203.0.113.9, 2a01:4f8:1:2::9" } }, 2)).toBe("2a01:4f8:1:2::/64");
    // Through Hosting's front end, in IPv6 as in IPv4, the entry it wrote is the client.
    expect(clientIp({ headers: { "x-forwarded-for": "203.0.113.9, 2001:4860:4864::1" } }, 2)).toBe("203.0.113.9");
  });

  it("is null when nothing says where the request came from", () => {
    expect(clientIp({ headers: {} }, 2)).toBeNull();
  });

  it("caps what goes into the key", () => {
    expect(clientIp({ headers: { "x-forwarded-for": `${"x".repeat(500)}, ${FRONT_END}` } }, 2)).toHaveLength(64);
  });
});

describe("ipv6Network", () => {
  it("keys an IPv6 client by its /64, whatever the rest", () => {
    expect(ipv6Network("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(ipv6Network("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(ipv6Network("2001:0db8:0001:0002:ffff::")).toBe("2001:db8:1:2::/64");
    expect(ipv6Network("::1")).toBe("0:0:0:0::/64");
  });
  it("leaves IPv4 and anything malformed alone", () => {
    expect(ipv6Network("203.0.113.9")).toBeNull();
    expect(ipv6Network("1::2::3")).toBeNull();
    expect(ipv6Network("1:2:3")).toBeNull();
    expect(ipv6Network("12345::1")).toBeNull();
  });
});
