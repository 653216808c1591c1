import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isStaticAsset } from '../../remote-shared/src/schemas/static-asset';

const TILE_HOSTS = 'https://tile.openstreetmap.org https://*.tile.openstreetmap.org';

export interface SecurityHeadersOptions {
  /** The remotes' and the API's origins (CSP_EXTRA_ORIGINS). */
  extraOrigins: string[];
  /** Hosts of the cloud image service (IMAGE_HOSTS), for img-src and connect-src. */
  imageHosts: string[];
}

/**
 * The page server's own security headers when it runs without the embedded API (API_URL set);
 * in one process the API's plugin sets the same ones (api/src/plugins/security-headers.ts).
 * Each request gets the CSP nonce the page's inline script carries (`request.cspNonce`).
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { extraOrigins, imageHosts }) => {
    const extra = extraOrigins.join(' ');
    const images = imageHosts.map((host) => `https://${host}`).join(' ');
    const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
    const cspTail =
      `'${extra ? ` ${extra}` : ''}; ` +
      `style-src ${join("'self' 'unsafe-inline'", extra)}; ` +
      `img-src ${join("'self' data: blob:", TILE_HOSTS, images, extra)}; ` +
      `connect-src ${join("'self'", images, extra)}; ` +
      `font-src ${join("'self'", extra)}; ` +
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
    const fixed = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    };

    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', (request, reply, done) => {
      if (isStaticAsset(request.url)) {
        reply.header('x-content-type-options', 'nosniff');
        return done();
      }
      const nonce = randomBytes(16).toString('base64');
      (request as typeof request & { cspNonce: string }).cspNonce = nonce;
      reply.headers(fixed);
      reply.header('content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}${cspTail}`);
      done();
    });
  },
  { name: 'page-security-headers' },
);
