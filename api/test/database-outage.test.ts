// The PostgreSQL server away for a while (a restart, a failover): requests wait for it up to
// DATABASE_WAIT_MS and then succeed, or answer 503 with Retry-After past that wait, never 500; no
// write is acknowledged and lost, none is applied twice; the API recovers by itself.
// The outage is a TCP proxy in front of the real server that drops every connection and refuses
// new ones, as a restarting server does, without stopping the server other suites share.
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { DATABASE_RETRY_AFTER_S, DATABASE_WAIT_MS } from '../src/db/database';
import { ADMIN, TestStore, bearer, eventually, login, sampleContact } from './helpers';

/** Forwards one local port to the PostgreSQL server; `down()` is the server going away. */
class OutageProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  /** When set, the next client message containing COMMIT is forwarded and the connection then cut before the answer. */
  cutAfterCommit = false;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      this.track(client);
      this.track(upstream);
      client.on('data', (chunk: Buffer) => {
        upstream.write(chunk);
        if (this.cutAfterCommit && chunk.includes('COMMIT')) {
          this.cutAfterCommit = false;
          // The server gets the COMMIT; its answer never reaches the API.
          client.destroy();
          setTimeout(() => upstream.destroy(), 200);
        }
      });
      upstream.on('data', (chunk: Buffer) => client.writable && client.write(chunk));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Every open connection is cut and new ones are refused, as when the server restarts. */
  async down(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.server = undefined;
  }

  private track(socket: Socket) {
    socket.on('error', () => {});
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }
}

const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('the PostgreSQL server away for a while [postgres]', () => {
  let store: TestStore;
  let proxy: OutageProxy;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    store = await new TestStore('postgres').init();
    const direct = new URL(store.databaseUrl!);
    proxy = new OutageProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.up();
    const proxied = new URL(direct.href);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    app = await store.app({ databaseUrl: proxied.href, contactRateLimit: 1000 });
    token = await login(app);
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.down();
    await store?.destroy();
  });

  /** Contacts as stored, read on a connection of its own (not through the proxy). */
  async function storedMessages(marker: string): Promise<string[]> {
    const client = new pg.Client({ connectionString: store.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ message: string }>('SELECT message FROM contacts WHERE message LIKE $1', [`%${marker}%`]);
      return rows.map((row) => row.message);
    } finally {
      await client.end();
    }
  }

  const sendContact = (message: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/contacts', payload: sampleContact({ message }), remoteAddress: ip });

  test('requests made while it restarts wait, then succeed; every acknowledged write is stored', async () => {
    const marker = `short-${randomBytes(4).toString('hex')}`;
    await proxy.down();
    const started = Date.now();
    const writes = Array.from({ length: 6 }, (_, i) => sendContact(`Sent during the outage ${marker} #${i}`, `10.9.0.${i + 1}`));
    const read = app.inject({ url: '/api/contacts', headers: bearer(token) });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await proxy.up();
    const answers = await Promise.all(writes);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect((await read).statusCode).toBe(200);
    // They waited for the server rather than failing at once.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect((await storedMessages(marker)).sort()).toEqual(Array.from({ length: 6 }, (_, i) => `Sent during the outage ${marker} #${i}`).sort());
  });

  test('past the wait the answer is 503 with Retry-After and a message, never 500; the API recovers by itself', async () => {
    const marker = `long-${randomBytes(4).toString('hex')}`;
    await proxy.down();
    try {
      const started = Date.now();
      const [write, read, health] = await Promise.all([
        sendContact(`Refused ${marker}`, '10.9.1.1'),
        app.inject({ url: '/api/contacts', headers: bearer(token) }),
        app.inject({ url: '/api/health' }),
      ]);
      const waited = Date.now() - started;
      for (const answer of [write, read]) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
        expect(answer.json()).toEqual({ message: 'The service is briefly unavailable. Please try again in a few seconds.' });
      }
      expect(health.statusCode).toBe(503);
      // Bounded: about DATABASE_WAIT_MS, not forever.
      expect(waited).toBeGreaterThanOrEqual(DATABASE_WAIT_MS - 600);
      expect(waited).toBeLessThan(DATABASE_WAIT_MS + 3000);
    } finally {
      await proxy.up();
    }
    // Nothing to restart: the next requests find the server again.
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await sendContact(`Accepted ${marker}`, '10.9.1.2')).statusCode).toBe(201);
    expect(await storedMessages(marker)).toEqual([`Accepted ${marker}`]);
  });

  test('sign-ins refused during the outage do not count as failures: the account is not locked afterwards', async () => {
    // As many as the limit allows: counted as failures, they would refuse the next sign-in.
    const attempts = app.config.loginMaxFailures;
    await proxy.down();
    try {
      const refused = await Promise.all(
        Array.from({ length: attempts }, (_, i) => app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: `10.9.3.${i + 1}` })),
      );
      expect(refused.map((answer) => answer.statusCode)).toEqual(Array.from({ length: attempts }, () => 503));
    } finally {
      await proxy.up();
    }
    const after = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.9.3.200' });
    expect(after.statusCode).toBe(200);
  });

  test('a commit whose answer is lost is neither acknowledged nor run twice', async () => {
    const marker = `commit-${randomBytes(4).toString('hex')}`;
    proxy.cutAfterCommit = true;
    const answer = await sendContact(`Commit lost ${marker}`, '10.9.2.1');
    expect(proxy.cutAfterCommit).toBe(false);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    // The server did commit it (the COMMIT reached it), and only once.
    await eventually(async () => expect(await storedMessages(marker)).toEqual([`Commit lost ${marker}`]));
    expect((await sendContact(`After ${marker}`, '10.9.2.2')).statusCode).toBe(201);
  });
});
