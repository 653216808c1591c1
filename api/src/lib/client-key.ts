import { isIPv6 } from 'node:net';

/**
 * The unit we count a client by: an IPv4 address, or the /64 prefix of an IPv6 address, since
 * one subscriber usually holds a whole /64 and could otherwise rotate through 2^64 addresses
 * to escape a per-address limit (docs/security.md, "Throttling").
 */
export function clientKey(ip: string): string {
  const bare = ip.split('%', 1)[0]!; // drop a zone id (fe80::1%eth0)
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return bare;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, '::' expanded, without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms other than the mapped one) counts as two groups.
  const fill = 8 - left.length - right.length - right.filter((g) => g.includes('.')).length;
  return [...left, ...Array<string>(Math.max(0, fill)).fill('0'), ...right].map((g) => (g.includes('.') ? g : (parseInt(g, 16) || 0).toString(16)));
}
