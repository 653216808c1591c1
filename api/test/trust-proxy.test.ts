// TRUST_PROXY as a hop count (docker-compose.yml: 1, the load balancer): the per-IP limits see each
// visitor's address, not the load balancer's, and a visitor cannot pose as another by sending an
// X-Forwarded-For of its own past the trusted hops.
import type { FastifyInstance } from 'fastify';
import { TestStore, sampleContact } from './helpers';

describe('TRUST_PROXY=1 behind one load balancer [pglite]', () => {
  let store: TestStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await new TestStore('pglite').init();
    app = await store.app({ trustProxy: 1, contactRateLimit: 2 });
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  /** A contact message as the load balancer (10.89.0.5) forwards it: X-Forwarded-For ends with what it saw. */
  const viaBalancer = (forwardedFor: string) =>
    app.inject({ method: 'POST', url: '/api/contacts', payload: sampleContact(), remoteAddress: '10.89.0.5', headers: { 'x-forwarded-for': forwardedFor } });

  test('each visitor has a counter of their own; the balancer is not one visitor', async () => {
    expect((await viaBalancer('198.51.100.1')).statusCode).toBe(201);
    expect((await viaBalancer('198.51.100.1')).statusCode).toBe(201);
    expect((await viaBalancer('198.51.100.1')).statusCode).toBe(429);
    // Another visitor, through the same balancer.
    expect((await viaBalancer('198.51.100.2')).statusCode).toBe(201);
  });

  test('only the last hop is believed: an address the visitor put in front changes nothing', async () => {
    expect((await viaBalancer('203.0.113.50, 198.51.100.3')).statusCode).toBe(201);
    expect((await viaBalancer('203.0.113.51, 198.51.100.3')).statusCode).toBe(201);
    expect((await viaBalancer('203.0.113.52, 198.51.100.3')).statusCode).toBe(429);
  });
});
