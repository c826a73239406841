// CIDR ranges for the client-address rule (client-ip.ts): IPv4 and IPv6, parsed once.

export interface IpRange {
  bits: 32 | 128;
  network: bigint;
  prefix: number;
}

function ipv4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => (n << 8n) | BigInt(p), 0n);
}

/** An IPv6 address's eight groups of hex digits, "::" expanded; null for anything that is not one. */
export function ipv6Groups(text: string): string[] | null {
  if (!/^[0-9a-f:]+$/i.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  return groups.some((g) => g.length === 0 || g.length > 4) ? null : groups;
}

function ipv6(text: string): bigint | null {
  return ipv6Groups(text)?.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n) ?? null;
}

function parseAddress(text: string): { bits: 32 | 128; value: bigint } | null {
  const v4 = ipv4(text);
  if (v4 !== null) return { bits: 32, value: v4 };
  const v6 = ipv6(text);
  return v6 === null ? null : { bits: 128, value: v6 };
}

/** "66.102.0.0/20, 2001:4860::/32" -> ranges; throws on a malformed one (a deploy setting, read at start). */
export function parseRanges(list: string): IpRange[] {
  return list
    .split(",")
    .map((each) => each.trim())
    .filter(Boolean)
    .map((each) => {
      const [address = "", prefixText = ""] = each.split("/");
      const parsed = parseAddress(address.toLowerCase());
      const prefix = Number(prefixText);
      if (!parsed || !Number.isInteger(prefix) || prefix < 0 || prefix > parsed.bits) throw new Error(`not a CIDR range: ${each}`);
      const shift = BigInt(parsed.bits - prefix);
      return { bits: parsed.bits, network: (parsed.value >> shift) << shift, prefix };
    });
}

export function inRanges(address: string, ranges: readonly IpRange[]): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  return ranges.some((r) => {
    if (r.bits !== parsed.bits) return false;
    const shift = BigInt(r.bits - r.prefix);
    return (parsed.value >> shift) << shift === r.network;
  });
}
