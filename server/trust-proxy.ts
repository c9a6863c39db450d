import proxyAddr from "proxy-addr";

/** Express's `trust proxy` setting, in the forms Express documents. */
export type TrustProxySetting = boolean | number | string;

/**
 * Reads TRUST_PROXY as Express would want it: `true` or `false`, a hop count (`1`: trust the one proxy in
 * front), or a comma-separated list of addresses, subnets and the names `loopback`, `linklocal` and
 * `uniquelocal`. Express itself would read `1` as the address 0.0.0.1 and `true` as a bad address, so
 * these become a number and a boolean here; anything else throws a message naming TRUST_PROXY.
 */
export function parseTrustProxy(value: string): TrustProxySetting {
  const trimmed = value.trim();
  if (trimmed === "true") return true;
  if (trimmed === "false") return false;
  if (/^\d{1,3}$/.test(trimmed)) return Number(trimmed);
  const list = trimmed.split(",").map((entry) => entry.trim());
  try {
    proxyAddr.compile(list);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be true, false, a number of proxies in front (e.g. 1), or addresses and subnets separated by commas (e.g. loopback, 10.0.0.0/8), got "${value}": ${(error as Error).message}`,
      { cause: error },
    );
  }
  return list.join(",");
}
