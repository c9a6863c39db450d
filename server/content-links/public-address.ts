import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

// Addresses a link check must never reach from the server: this machine, the private network, link-local (cloud
// metadata) and the shared and reserved ranges. A link in content could otherwise make the server probe them.
const internal = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  internal.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  internal.addSubnet(network, prefix, "ipv6");

/** Whether an IP address is one a link check may connect to. */
export function isPublicAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return isPublicAddress(dotted);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return isPublicAddress([high >> 8, high & 255, low >> 8, low & 255].join("."));
  }
  const family = isIP(address);
  if (family === 0) return false;
  return !internal.check(address, family === 4 ? "ipv4" : "ipv6");
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that resolves as usual and refuses an internal address, so the check holds for
 * the address actually connected to (a name that resolves differently on a second lookup gains nothing).
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, options.all ? [] : "");
    const refused = addresses.find((each) => !isPublicAddress(each.address));
    if (refused || addresses.length === 0) {
      const problem: NodeJS.ErrnoException = new Error(`${hostname} resolves to an internal address`);
      problem.code = "EINTERNALADDRESS";
      return callback(problem, options.all ? [] : "");
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  });
}
