import { isIP } from "node:net";

/** What a lead records, and the rate limits count, for a client whose address is not an IP address. */
export const UNKNOWN_CLIENT = "unknown";

// `[2001:db8::1]` and `[2001:db8::1]:443`, as some proxies write an IPv6 client into X-Forwarded-For.
const BRACKETED = /^\[([^\]]*)\](?::\d{1,5})?$/;
// `203.0.113.9:51234`: an IPv4 address with the client's port.
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
// An IPv4-mapped IPv6 address as URL writes it: `::ffff:127.0.0.1` and `::ffff:7f00:1` both read `::ffff:7f00:1`.
const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * The client's address in one canonical spelling: an IPv4 address (also for IPv4-mapped IPv6), or a
 * compressed lower-case IPv6 address without zone; UNKNOWN_CLIENT for anything else. The address may come
 * from a proxy's X-Forwarded-For, so it is whatever that header held: it is checked, never trusted.
 */
export function clientAddress(raw: string | undefined): string {
  let candidate = (raw ?? "").trim();
  candidate = BRACKETED.exec(candidate)?.[1] ?? IPV4_WITH_PORT.exec(candidate)?.[1] ?? candidate;
  const zone = candidate.indexOf("%");
  if (zone !== -1) candidate = candidate.slice(0, zone);
  const version = isIP(candidate);
  if (version === 4) return candidate;
  if (version !== 6) return UNKNOWN_CLIENT;
  const canonical = new URL(`http://[${candidate}]/`).hostname.slice(1, -1);
  const mapped = MAPPED_IPV4.exec(canonical);
  if (!mapped) return canonical;
  const bits = (parseInt(mapped[1] ?? "0", 16) << 16) | parseInt(mapped[2] ?? "0", 16);
  return [24, 16, 8, 0].map((shift) => (bits >>> shift) & 255).join(".");
}

/**
 * The unit rate limits count, for an address from clientAddress: an IPv4 address, or the /64 an IPv6
 * address belongs to, since one subscriber usually holds a whole /64 and can hop between its addresses at will.
 */
export function clientNetwork(address: string): string {
  if (isIP(address) !== 6) return address;
  const groupsOf = (part: string) => (part ? part.split(":") : []);
  const [head = "", tail] = address.split("::");
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
