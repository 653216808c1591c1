import { isStaticAsset } from './static-asset';

const TILE_HOSTS = 'https://tile.openstreetmap.org https://*.tile.openstreetmap.org';

/** The document-level headers every page carries, from the API's plugin or the page server's own. */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

export interface SecurityPolicyOptions {
  /** The remotes' and the API's origins (CSP_EXTRA_ORIGINS). */
  extraOrigins: readonly string[];
  /** Hosts of the cloud image service (IMAGE_HOSTS), for img-src and connect-src. */
  imageHosts: readonly string[];
  /** The site's own public origin, when it is known (PUBLIC_URL). */
  ownOrigin?: string;
  /** Headers a page gets besides the CSP (DOCUMENT_HEADERS and whatever the caller adds). */
  headers: Readonly<Record<string, string>>;
  /** A fresh CSP nonce; passed in so this module stays free of Node's crypto and runs anywhere. */
  nonce: () => string;
}

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;

/** What `randomBytes` of node:crypto returns, as far as `pooledNonces` uses it. */
interface RandomBlock {
  toString(encoding: 'base64', start: number, end: number): string;
}

/**
 * CSP nonces of 16 random bytes each, cut from blocks drawn 256 nonces at a time: every response
 * that is not a built file carries one, and one call to the system's random source per response
 * cost the API about a tenth of its time on a cached public read (docs/performance.md, "The API's
 * time per request"). Each nonce is fresh output of the random source the caller passes
 * (`randomBytes` of node:crypto) and is handed out once, as Node's own randomUUID() does with its
 * cache of random bytes.
 */
export function pooledNonces(draw: (size: number) => RandomBlock): () => string {
  let block = draw(NONCE_BYTES * NONCES_PER_DRAW);
  let next = 0;
  return () => {
    if (next === NONCES_PER_DRAW) {
      block = draw(NONCE_BYTES * NONCES_PER_DRAW);
      next = 0;
    }
    const start = next * NONCE_BYTES;
    next += 1;
    return block.toString('base64', start, start + NONCE_BYTES);
  };
}

/**
 * The security headers of one response, written once for the API's plugin and the page server
 * (which serves pages without the embedded API): built scripts and style sheets get `nosniff`
 * alone (see isStaticAsset); a page gets the fixed headers and a CSP whose script-src holds a
 * fresh nonce, returned so the page's inline scripts can carry it.
 */
export function securityPolicy({ extraOrigins, imageHosts, ownOrigin = '', headers, nonce }: SecurityPolicyOptions) {
  const extra = extraOrigins.join(' ');
  const images = imageHosts.map((host) => `https://${host}`).join(' ');
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  // Everything but the nonce is fixed, so build the two halves once.
  const cspHead = "default-src 'self'; script-src 'self' 'nonce-";
  const cspTail =
    `'${extra ? ` ${extra}` : ''}; ` +
    `style-src ${join("'self' 'unsafe-inline'", extra)}; ` +
    `img-src ${join("'self' data: blob:", TILE_HOSTS, images, ownOrigin, extra)}; ` +
    `connect-src ${join("'self'", ownOrigin, images, extra)}; ` +
    `font-src ${join("'self'", extra)}; ` +
    "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

  return (url: string): { nonce: string | null; headers: Record<string, string> } => {
    if (isStaticAsset(url)) return { nonce: null, headers: { 'x-content-type-options': 'nosniff' } };
    const value = nonce();
    return { nonce: value, headers: { ...headers, 'content-security-policy': cspHead + value + cspTail } };
  };
}
