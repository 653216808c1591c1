import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Where the page server may load a remote's server bundle from, to run it in this process
 * (docs/security.md, "Remote code"): over https from anywhere; over plain http only from this
 * machine or a private network (loopback, `*.localhost`, RFC 1918 and unique-local addresses —
 * the native and container topologies), or from a host an operator listed in REMOTE_HTTP_ALLOW.
 * Plain http over the internet could be altered on the way, and the bundle runs as our code.
 */
export type OriginVerdict = { allowed: true } | { allowed: false; reason: string };

export async function remoteCodeOrigin(address: string, allowHosts: readonly string[], resolve = lookupAll): Promise<OriginVerdict> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { allowed: false, reason: `${address} is not an absolute address` };
  }
  if (url.protocol === 'https:') return { allowed: true };
  if (url.protocol !== 'http:') return { allowed: false, reason: `${url.protocol} is neither https nor http` };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowHosts.includes(host)) return { allowed: true };
  if (host === 'localhost' || host.endsWith('.localhost')) return { allowed: true };
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
  if (!addresses.length) return { allowed: false, reason: `${host} does not resolve` };
  const outside = addresses.find((ip) => !isPrivateAddress(ip));
  if (outside)
    return { allowed: false, reason: `${host} (${outside}) is not a loopback or private-network address; use https or list it in REMOTE_HTTP_ALLOW` };
  return { allowed: true };
}

async function lookupAll(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
}

/** Loopback, RFC 1918, link-local, and IPv6 unique-local/link-local (IPv4-mapped forms included). */
export function isPrivateAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : isIP(ip) === 4 ? ip : null;
  if (v4) {
    const [a = -1, b = -1] = v4.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (isIP(ip) !== 6) return false;
  const first = ip.toLowerCase();
  return first === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(first) || /^fe[89ab][0-9a-f]?:/.test(first);
}
