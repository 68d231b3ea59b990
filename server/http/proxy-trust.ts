import { BlockList, isIP } from "node:net";

/**
 * Which connections may speak for a client through X-Forwarded-For/-Proto/-Host: none (the default,
 * for a service reached directly), any, the nearest number of hops, or proxies by address, CIDR or
 * range name.
 */
export type TrustProxy = boolean | number | string[];

/** The range names proxy-addr (and so Express and Fastify) understand. */
const NAMED_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ["127.0.0.0", 8],
    ["::1", 128],
  ],
  linklocal: [
    ["169.254.0.0", 16],
    ["fe80::", 10],
  ],
  uniquelocal: [
    ["10.0.0.0", 8],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
    ["fc00::", 7],
  ],
};

/** An address or CIDR as [address, prefix length], or undefined when it is neither. */
function subnetOf(entry: string): [string, number] | undefined {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (prefix === undefined) return [address, bits];
  const length = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  return length >= 0 && length <= bits ? [address, length] : undefined;
}

/** Reads TRUST_PROXY: `true`, `false`, a number of hops, or comma-separated addresses, CIDRs and range names. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === "true" || value === "false") return value === "true";
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => entry in NAMED_RANGES || subnetOf(entry) !== undefined);
  return valid ? entries : undefined;
}

/** Fastify's `trustProxy`: whether the address at this hop (0 = the connection) is a proxy to believe. */
export function proxyTrust(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof setting === "boolean") return () => setting;
  // A number trusts that many hops nearest the service, whoever they are (what proxy-addr does).
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  const proxies = new BlockList();
  for (const entry of setting) {
    for (const [address, prefix] of NAMED_RANGES[entry] ?? [subnetOf(entry) as [string, number]]) {
      proxies.addSubnet(address, prefix, isIP(address) === 4 ? "ipv4" : "ipv6");
    }
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && proxies.check(address, family === 4 ? "ipv4" : "ipv6");
  };
}
