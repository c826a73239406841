// The address a request came from, for rate limiting: the address the platform saw, never one the
// client wrote. Proxies append to X-Forwarded-For. The last entry is written by Google's front end in
// front of the function, so the caller cannot choose it. When it is Hosting's front end
// (HOSTING_FRONT_END_RANGES), the client's address is the entry `hops` from the right
// (TRUSTED_PROXY_HOPS, config.ts) and every entry left of it is the client's own invention. When it is
// not, the caller reached the function's own URL and the last entry is the caller itself. A request
// with fewer entries than the platform appends did not come through it: the socket's address is used.
// An IPv6 client is keyed by its /64: one home or phone line gets a whole /64, so counting single IPv6
// addresses would count nothing.
import { HOSTING_FRONT_END_RANGES, TRUSTED_PROXY_HOPS } from "../config";
import { inRanges, ipv6Groups, parseRanges } from "./ip-ranges";
import type { IpRange } from "./ip-ranges";

export interface ClientIpSource {
  headers: Record<string, string | string[] | undefined>;
  ip?: string | undefined;
}

const MAX_IP_LENGTH = 64;

const HOSTING_FRONT_ENDS = parseRanges(HOSTING_FRONT_END_RANGES);

export function clientIp(req: ClientIpSource, hops: number = TRUSTED_PROXY_HOPS, frontEnds: readonly IpRange[] = HOSTING_FRONT_ENDS): string | null {
  const header = req.headers["x-forwarded-for"];
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",");
  if (hops > 0 && entries.length >= hops) {
    const last = plain(entries[entries.length - 1]);
    // Past Hosting, the entry it wrote is the client; straight to the function, the caller is the last.
    const seen = hops === 1 || inRanges(last, frontEnds) ? normalise(entries[entries.length - hops]) : normalise(last);
    if (seen) return seen;
  }
  return normalise(req.ip);
}

function plain(value: string | undefined): string {
  const trimmed = value?.trim().toLowerCase() ?? "";
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice("::ffff:".length) : trimmed;
}

function normalise(value: string | undefined): string | null {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed) return null;
  // An IPv4 client seen through an IPv6 socket is the same client.
  const address = trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice("::ffff:".length) : trimmed;
  return (ipv6Network(address) ?? address).slice(0, MAX_IP_LENGTH);
}

/** "2001:db8:1:2:aaaa::1" -> "2001:db8:1:2::/64"; null for anything that is not an IPv6 address. */
export function ipv6Network(address: string): string | null {
  const groups = address.includes(":") ? ipv6Groups(address) : null;
  return groups && `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
