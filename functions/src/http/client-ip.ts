// The address a request came from, for rate limiting: the address the platform saw, never one the
// client wrote. Proxies append to X-Forwarded-For, so the client's address is the entry `hops` from
// the right (TRUSTED_PROXY_HOPS, config.ts); every entry left of it is the client's own invention and
// is ignored. A request with fewer entries than the platform appends did not come through it, and its
// header is all the client's: the socket's address is used instead. An IPv6 client is keyed by its /64:
// one home or phone line gets a whole /64, so counting single IPv6 addresses would count nothing.
import { TRUSTED_PROXY_HOPS } from "../config";

export interface ClientIpSource {
  headers: Record<string, string | string[] | undefined>;
  ip?: string | undefined;
}

const MAX_IP_LENGTH = 64;

export function clientIp(req: ClientIpSource, hops: number = TRUSTED_PROXY_HOPS): string | null {
  const header = req.headers["x-forwarded-for"];
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",");
  if (hops > 0 && entries.length >= hops) {
    const seen = normalise(entries[entries.length - hops]);
    if (seen) return seen;
  }
  return normalise(req.ip);
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
  if (!address.includes(":") || !/^[0-9a-f:]+$/.test(address)) return null;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (groups.some((g) => g.length === 0 || g.length > 4)) return null;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
