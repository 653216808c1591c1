import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { isStaticAsset } from '@schemas';

const TILE_HOSTS = 'https://tile.openstreetmap.org https://*.tile.openstreetmap.org';

/**
 * Security headers on every response, API and pages alike, plus the request id; built scripts
 * and style sheets get `nosniff` alone (see isStaticAsset). Registered without encapsulation so the page
 * server's routes get them too.
 * Each request gets a CSP nonce (`request.cspNonce`) for the page server's inline scripts.
 */
export default fp(
  async (app) => {
    const { cspExtraOrigins, imageHosts, publicUrl } = app.config;
    const extra = cspExtraOrigins.join(' ');
    const images = imageHosts.map((h) => `https://${h}`).join(' ');
    const own = publicUrl ? new URL(publicUrl).origin : '';
    const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

    // Everything but the nonce is fixed, so build the two halves once.
    const cspHead = "default-src 'self'; script-src 'self' 'nonce-";
    const cspTail =
      `'${extra ? ` ${extra}` : ''}; ` +
      `style-src ${join("'self' 'unsafe-inline'", extra)}; ` +
      `img-src ${join("'self' data: blob:", TILE_HOSTS, images, own, extra)}; ` +
      `connect-src ${join("'self'", own, images, extra)}; ` +
      `font-src ${join("'self'", extra)}; ` +
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

    const fixed: Record<string, string> = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    };
    // HSTS only makes sense when we know the site is served over https.
    if (publicUrl?.startsWith('https:')) fixed['strict-transport-security'] = 'max-age=31536000; includeSubDomains';

    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', (request, reply, done) => {
      if (isStaticAsset(request.url)) {
        reply.header('x-content-type-options', 'nosniff');
        return done();
      }
      const nonce = randomBytes(16).toString('base64');
      request.cspNonce = nonce;
      reply.headers(fixed);
      reply.header('content-security-policy', cspHead + nonce + cspTail);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'security-headers', dependencies: [] },
);
