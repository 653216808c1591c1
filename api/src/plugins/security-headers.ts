import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { DOCUMENT_HEADERS, securityPolicy } from 'contracts';
import { pooledNonces } from 'server-helpers';

/**
 * Security headers on every response, API and pages alike, plus the request id; built scripts
 * and style sheets get `nosniff` alone (see isStaticAsset). Registered without encapsulation so the page
 * server's routes get them too.
 * Each request gets a CSP nonce (`request.cspNonce`) for the page server's inline scripts, cut
 * from a pool of random bytes (pooledNonces).
 */
export default fp(
  async (app) => {
    const { cspExtraOrigins, imageHosts, publicUrl } = app.config;
    const headers: Record<string, string> = {
      ...DOCUMENT_HEADERS,
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    };
    // HSTS only makes sense when we know the site is served over https.
    if (publicUrl?.startsWith('https:')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    const policy = securityPolicy({
      extraOrigins: cspExtraOrigins,
      imageHosts,
      ownOrigin: publicUrl ? new URL(publicUrl).origin : '',
      headers,
      nonce: pooledNonces(randomBytes),
    });

    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', (request, reply, done) => {
      const { nonce, headers: responseHeaders } = policy(request.url);
      reply.headers(responseHeaders);
      if (nonce) {
        request.cspNonce = nonce;
        reply.header('x-request-id', request.id);
      }
      done();
    });
  },
  { name: 'security-headers', dependencies: [] },
);
