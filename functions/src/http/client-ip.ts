// The address a request came from, for rate limiting: the first hop of X-Forwarded-For, else the
// socket's address.
//
// Google's front end appends to an X-Forwarded-For the client sent rather than replacing it, so a
// client can choose its own first hop. That makes this key good against careless floods, not against
// someone rotating fake values; counting hops from the right would fix it once the production chain
// (Hosting -> Cloud Run) has been observed.

export interface ClientIpSource {
  headers: Record<string, string | string[] | undefined>;
  ip?: string | undefined;
}

const MAX_IP_LENGTH = 64;

export function clientIp(req: ClientIpSource): string | null {
  const header = req.headers["x-forwarded-for"];
  const forwarded = Array.isArray(header) ? header[0] : header;
  const firstHop = normalise(forwarded?.split(",")[0]);
  return firstHop ?? normalise(req.ip);
}

function normalise(value: string | undefined): string | null {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed) return null;
  // An IPv4 client seen through an IPv6 socket is the same client.
  const address = trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice("::ffff:".length) : trimmed;
  return address.slice(0, MAX_IP_LENGTH);
}
