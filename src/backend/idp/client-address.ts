import { BlockList, isIP } from 'node:net';

/** The reverse proxies named by TRUSTED_PROXIES (addresses and CIDR ranges, IPv4 or IPv6). */
export interface TrustedProxies {
  has(address: string): boolean;
}

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const plain = (address: string): string => {
  const a = address.trim();
  return a.toLowerCase().startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
};

/**
 * Parses TRUSTED_PROXIES: comma-separated addresses or CIDRs ('10.0.0.2, 192.168.0.0/16, ::1').
 * Throws with the bad entry named.
 */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const list = new BlockList();
  let any = false;
  for (const entry of (raw ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [addr = '', bits, extra] = entry.split('/');
    const family = isIP(plain(addr));
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (prefix !== undefined && (!/^\d{1,3}$/.test(bits!) || prefix > max))) {
      throw new Error(`'${entry}' is not an IP address or CIDR range (e.g. 10.0.0.2 or 10.0.0.0/8)`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(plain(addr), type);
    else list.addSubnet(plain(addr), prefix, type);
    any = true;
  }
  return {
    has: (address) => {
      if (!any) return false;
      const a = plain(address);
      const family = isIP(a);
      return family !== 0 && list.check(a, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * right-most address of X-Forwarded-For that is not a trusted proxy (the one the first trusted
 * proxy saw). Entries to its left were written by the client and are never believed.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  let address = plain(peer ?? '') || 'unknown';
  if (!trusted.has(address) || !forwardedFor) return address;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((h) => plain(h))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) return address;
    address = hop;
    if (!trusted.has(hop)) return hop;
  }
  return address;
}
