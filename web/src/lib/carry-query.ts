// The spec's navigation rule: the current query string travels to the next page unless
// the target has its own query string, the target is the current path, or carrying is turned off.

export interface CurrentLocation {
  pathname: string;
  search: string;
}

const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

export function withCarriedQuery(to: string, current: CurrentLocation, carry = true): string {
  if (!carry || current.search === "" || current.search === "?") return to;
  const hashAt = to.indexOf("#");
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : to.slice(hashAt);
  if (beforeHash.includes("?")) return to;
  if (normalise(beforeHash) === normalise(current.pathname)) return to;
  const search = current.search.startsWith("?") ? current.search : `?${current.search}`;
  return `${beforeHash}${search}${hash}`;
}
