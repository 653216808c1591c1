import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DOCUMENT_HEADERS, securityPolicy } from 'contracts/security-headers';
import { pooledNonces } from 'server-helpers';

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
    const policy = securityPolicy({ extraOrigins, imageHosts, headers: DOCUMENT_HEADERS, nonce: pooledNonces(randomBytes) });

    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', (request, reply, done) => {
      const { nonce, headers } = policy(request.url);
      reply.headers(headers);
      if (nonce) (request as typeof request & { cspNonce: string }).cspNonce = nonce;
      done();
    });
  },
  { name: 'page-security-headers' },
);
