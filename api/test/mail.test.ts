import type { FastifyInstance } from 'fastify';
import { TestMailServer, recipientOf } from 'tools/testing/mail-server';
import { ConfigError, loadConfig } from '../src/config';
import { contactNotification } from '../src/routes/contacts';
import { BACKENDS, STRONG_PASSWORD, TestStore, bearer, expectStatus, login, sampleContact, userWithRole } from './helpers';

/**
 * Mail through a real SMTP server in this process (docs/mail.md): the outbox delivers what was
 * saved, retries a server that is down or refuses, never sends an accepted mail twice, and the
 * password reset link works once.
 */
const NOTIFY = 'sales@savanna.example';
const FROM = 'Savanna Digital <no-reply@savanna.example>';

const outbox = (app: FastifyInstance) =>
  app.db.query<{ message_id: string; kind: string; status: string; attempts: number; last_error: string | null }>(
    'SELECT message_id, kind, status, attempts, last_error FROM mail_outbox ORDER BY id',
  );

describe.each(BACKENDS)('mail [%s]', (backend) => {
  let store: TestStore;
  let smtp: TestMailServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await new TestMailServer().start();
    store = await new TestStore(backend).init();
    app = await store.app({ smtpUrl: smtp.url, mailFrom: FROM, notifyEmail: NOTIFY, mailRetryBaseMs: 50, contactRateLimit: 1000 });
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
    await smtp?.stop();
  });
  beforeEach(async () => {
    smtp.mode = 'accept';
    smtp.received.length = 0;
    smtp.attempts.length = 0;
    await app.mail.runOnce(); // nothing left over from the previous test
  });

  const send = (overrides: Record<string, unknown> = {}) =>
    expectStatus(app, { method: 'POST', url: '/api/contacts', payload: sampleContact(overrides), remoteAddress: '10.40.0.1' }, 201);

  /** Runs the outbox until a matching mail has arrived (retries wait a few dozen milliseconds here). */
  async function delivered(match: Parameters<TestMailServer['waitFor']>[0]) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      await app.mail.runOnce();
      const found = smtp.received.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    throw new Error('the mail did not arrive within 15 s');
  }

  test('saved, then delivered: the company mailbox is told, with Reply-To the visitor', async () => {
    const res = await send({ name: 'Wanjiru Kamau', email_address: 'wanjiru@example.org', message: 'A quote for a county revenue system, please.' });
    expect(res.json().id).toBeGreaterThan(0);
    const mail = await delivered((m) => m.text?.includes('county revenue system') ?? false);
    expect(recipientOf(mail)).toBe(NOTIFY);
    expect(mail.from?.value[0]).toMatchObject({ name: 'Savanna Digital', address: 'no-reply@savanna.example' });
    expect(mail.replyTo?.value[0]).toMatchObject({ address: 'wanjiru@example.org', name: 'Wanjiru Kamau' });
    expect(mail.subject).toBe('New message from Wanjiru Kamau via the website');
    const [row] = (await outbox(app)).filter((r) => r.message_id === mail.messageId);
    expect(row).toMatchObject({ kind: 'contact_notification', status: 'sent', attempts: 1 });
  });

  test('the notification written with the message is the one its fields and date make (as for a message marked not spam)', async () => {
    const saved = (await send({ name: 'Achieng’ "Ochieng"', email_address: 'achieng@example.org', message: 'Line one\nLine two, 100% sure' })).json();
    const [row] = await app.db.query<Record<string, unknown>>(
      'SELECT kind, to_address AS to, reply_to AS "replyTo", subject, body_text AS text, contact_id AS "contactId", in_reply_to FROM mail_outbox WHERE contact_id = $1',
      [saved.id],
    );
    expect(row).toEqual({ ...contactNotification(saved, NOTIFY), in_reply_to: null });
    expect(row!.text).toContain(` wrote on ${new Date(saved.date).toUTCString()}:`);
  });

  test('a server that is down: the message is saved at once, and the mail goes out once the server is back, exactly once', async () => {
    await smtp.stop();
    await send({ message: 'Sent while the mail server was down' });
    await app.mail.runOnce();
    const waiting = (await outbox(app)).filter((r) => r.status === 'queued');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting[0]!.last_error).toBeTruthy();
    await smtp.restart();
    const mail = await delivered((m) => m.text?.includes('Sent while the mail server was down') ?? false);
    // Later runs find nothing to send: accepted once, recorded, never again.
    await app.mail.runOnce();
    await app.mail.runOnce();
    expect(smtp.received.filter((m) => m.messageId === mail.messageId)).toHaveLength(1);
    expect((await outbox(app)).find((r) => r.message_id === mail.messageId)?.status).toBe('sent');
  });

  test('a server that refuses: retried with the same Message-ID until it accepts', async () => {
    smtp.mode = 'refuse';
    await send({ message: 'Refused at first' });
    await app.mail.runOnce();
    const [refused] = (await outbox(app)).filter((r) => r.status === 'queued');
    expect(refused!.last_error).toMatch(/451/);
    expect(smtp.attempts).toContain(refused!.message_id);
    smtp.mode = 'accept';
    const mail = await delivered((m) => m.text?.includes('Refused at first') ?? false);
    expect(mail.messageId).toBe(refused!.message_id);
    expect(smtp.attempts.filter((id) => id === mail.messageId).length).toBeGreaterThanOrEqual(2);
  });

  test('a name with a line break is refused before anything is stored or mailed', async () => {
    const before = (await outbox(app)).length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: sampleContact({ name: 'Eve\r\nBcc: victim@example.com' }),
      remoteAddress: '10.40.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'name', message: 'Name must be on one line, without control characters' }]);
    expect((await outbox(app)).length).toBe(before);
  });

  describe('forgot password', () => {
    const forgot = (email: string, ip = '10.41.0.1') => app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email }, remoteAddress: ip });
    const linkIn = (text: string) => /\/admin\/reset-password\?token=([\w-]+)/.exec(text)?.[1];

    test('the same answer for an address with and without an account; only the account gets a link', async () => {
      expect((await app.inject({ url: '/api/auth/options' })).json()).toEqual({ forgotPassword: true });
      const admin = await login(app);
      const publisher = await userWithRole(app, admin, 'Publisher');
      const known = await forgot(publisher.user.email_address);
      const unknown = await forgot('nobody-here@example.com');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      expect(known.json().message).toBe(
        'If an account uses that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
      );
      const mail = await delivered((m) => recipientOf(m) === publisher.user.email_address);
      expect(linkIn(mail.text ?? '')).toBeTruthy();
      await app.mail.runOnce();
      expect(smtp.received.filter((m) => recipientOf(m) === 'nobody-here@example.com')).toEqual([]);
    });

    test('a link works once, within 30 minutes, and ends the account’s other tokens', async () => {
      const admin = await login(app);
      const publisher = await userWithRole(app, admin, 'Publisher');
      await forgot(publisher.user.email_address, '10.41.0.2');
      const token = linkIn((await delivered((m) => recipientOf(m) === publisher.user.email_address)).text ?? '')!;

      // A weak choice is refused and leaves the link usable.
      const weak = await app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, new_password: 'password1234' } });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().issues[0].path).toBe('new_password');

      await expectStatus(app, { method: 'POST', url: '/api/auth/reset', payload: { token, new_password: STRONG_PASSWORD } }, 204);
      expect((await app.inject({ url: '/api/auth/me', headers: bearer(publisher.token) })).statusCode).toBe(401);
      await login(app, publisher.user.email_address, STRONG_PASSWORD);

      const again = await app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, new_password: 'Kestrel-Sorghum-Delta-77' } });
      expect(again.statusCode).toBe(400);
      expect(again.json().issues).toEqual([{ path: 'token', message: 'This link is not valid any more. Ask for a new one.' }]);

      // An expired link is refused the same way.
      await forgot(publisher.user.email_address, '10.41.0.3');
      const second = linkIn((await delivered((m) => recipientOf(m) === publisher.user.email_address && linkIn(m.text ?? '') !== token)).text ?? '')!;
      await app.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token: second, new_password: 'Kestrel-Sorghum-Delta-77' } })).statusCode,
      ).toBe(400);
      await login(app, publisher.user.email_address, STRONG_PASSWORD);
    });

    test('asking is throttled like signing in', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) codes.push((await forgot(`someone-${i}@example.com`, '10.41.9.9')).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
    });
  });
});

describe('without SMTP_URL', () => {
  let store: TestStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await new TestStore('pglite').init();
    app = await store.app({ notifyEmail: NOTIFY, contactRateLimit: 1000 });
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  test('mails wait in the outbox; password reset by mail is not offered', async () => {
    await expectStatus(app, { method: 'POST', url: '/api/contacts', payload: sampleContact(), remoteAddress: '10.42.0.1' }, 201);
    expect(await app.mail.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect((await outbox(app)).map((r) => r.status)).toEqual(['queued']);
    expect((await app.inject({ url: '/api/auth/options' })).json()).toEqual({ forgotPassword: false });
    const res = await app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: 'admin@example.com' } });
    expect(res.statusCode).toBe(503);
  });
});

const onPostgres = BACKENDS.includes('postgres') ? describe : describe.skip;

onPostgres('two instances sending one outbox', () => {
  test('every mail goes out exactly once', async () => {
    const smtp = await new TestMailServer().start();
    const store = await new TestStore('postgres').init();
    const shared = {
      smtpUrl: smtp.url,
      mailFrom: FROM,
      notifyEmail: NOTIFY,
      mailRetryBaseMs: 50,
      contactRateLimit: 1000,
      jwtSecret: 'a-shared-secret-of-at-least-32-characters!',
    };
    const a = await store.app(shared);
    const other = new TestStore('pglite');
    const b = await store.app({ ...shared, dataDir: other.dataDir });
    try {
      for (let i = 0; i < 30; i++) {
        await expectStatus(
          i % 2 ? a : b,
          { method: 'POST', url: '/api/contacts', payload: sampleContact({ message: `Parallel ${i}` }), remoteAddress: '10.43.0.1' },
          201,
        );
      }
      await Promise.all([a.mail.runOnce(), b.mail.runOnce(), a.mail.runOnce(), b.mail.runOnce()]);
      const deadline = Date.now() + 15_000;
      while (smtp.received.length < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const ids = smtp.received.map((m) => m.messageId);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    } finally {
      await a.close();
      await b.close();
      await other.destroy();
      await store.destroy();
      await smtp.stop();
    }
  });
});

describe('mail configuration', () => {
  test.each([
    ['SMTP_URL', 'http://smtp.example.com'],
    ['SMTP_URL', 'smtp://'],
    ['MAIL_FROM', 'Savanna <no-reply@example.com>\r\nBcc: x@example.com'],
    ['MAIL_FROM', 'not an address'],
    ['NOTIFY_EMAIL', 'sales@example.com\nBcc: x@example.com'],
  ])('%s %j stops the start, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  test('good values are read', () => {
    const c = loadConfig({
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      MAIL_FROM: 'Savanna <no-reply@example.com>',
      NOTIFY_EMAIL: 'sales@example.com',
      MAIL_RETRY_BASE: '10s',
    });
    expect(c).toMatchObject({
      smtpUrl: 'smtps://user:pw@smtp.example.com:465',
      mailFrom: 'Savanna <no-reply@example.com>',
      notifyEmail: 'sales@example.com',
      mailRetryBaseMs: 10_000,
    });
  });
});
