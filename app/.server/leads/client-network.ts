import { isIPv6 } from "node:net";

/**
 * The unit rate limits count: an IPv4 address, or the /64 an IPv6 address belongs to, since one
 * subscriber usually holds a whole /64 and can hop between its addresses at will.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split("%")[0] ?? ip;
  const mappedV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mappedV4?.[1]) return mappedV4[1];
  if (!isIPv6(address)) return ip;
  const groupsOf = (part: string) => (part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : []);
  const [head = "", tail] = address.split("::");
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(":")}::/64`;
}
