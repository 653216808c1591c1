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
