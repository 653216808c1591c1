import type { FastifyInstance } from 'fastify';
import { loginThrottle } from '../src/lib/login-throttle';
import { memoryLimiter } from '../src/plugins/rate-limit';
import { usersRepository } from '../src/repositories/users';
import { ADMIN, BACKENDS, STRONG_PASSWORD, TestStore, bearer, expectStatus, login, userWithRole } from './helpers';

/**
 * docs/security.md: tokens that end when they should, one's own password and an Admin's reset,
 * password rules, per-route body limits, a throttle a flood cannot flush, and the security events.
 */
const me = (app: FastifyInstance, token: string) => app.inject({ url: '/api/auth/me', headers: bearer(token) });

describe.each(BACKENDS)('security [%s]', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: string;
  const log: string[] = [];
  const events = () =>
    log
      .map((line) => JSON.parse(line) as { security?: Record<string, unknown>; msg: string })
      .filter((l) => l.security)
      .map((l) => l.security!);

  beforeAll(async () => {
    store = await new TestStore(backend).init();
    app = await store.app({ logLevel: 'info', loginMaxFailures: 10 }, { logStream: { write: (line: string) => void log.push(line) } });
    admin = await login(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  describe('tokens end when they should', () => {
    test('a sign-out ends every token of that user at once, and only theirs', async () => {
      const publisher = await userWithRole(app, admin, 'Publisher');
      const second = await login(app, publisher.user.email_address, publisher.password);
      expect((await me(app, publisher.token)).statusCode).toBe(200);
      await expectStatus(app, { method: 'POST', url: '/api/auth/logout', headers: bearer(publisher.token) }, 204);
      expect((await me(app, publisher.token)).statusCode).toBe(401);
      expect((await me(app, second)).statusCode).toBe(401);
      expect((await me(app, admin)).statusCode).toBe(200);
      // Signing in again works, with a token that is valid.
      expect((await me(app, await login(app, publisher.user.email_address, publisher.password))).statusCode).toBe(200);
      await expectStatus(app, { method: 'POST', url: '/api/auth/logout' }, 401);
    });

    test('a role change and an Admin-set password end the user’s tokens; editing their name does not', async () => {
      const creator = await userWithRole(app, admin, 'Content_Creator');
      await expectStatus(
        app,
        { method: 'PUT', url: `/api/users/${creator.user.id}`, headers: bearer(admin), payload: { ...creator.user, full_name: 'Renamed', password: '' } },
        200,
      );
      expect((await me(app, creator.token)).statusCode).toBe(200);
      await expectStatus(
        app,
        { method: 'PUT', url: `/api/users/${creator.user.id}`, headers: bearer(admin), payload: { ...creator.user, role: 'Publisher', password: '' } },
        200,
      );
      expect((await me(app, creator.token)).statusCode).toBe(401);
      const again = await login(app, creator.user.email_address, creator.password);
      await expectStatus(
        app,
        { method: 'PUT', url: `/api/users/${creator.user.id}/password`, headers: bearer(admin), payload: { password: 'Kestrel-Sorghum-Delta-77' } },
        204,
      );
      expect((await me(app, again)).statusCode).toBe(401);
    });

    test('a change of one’s own password answers a new token; the old ones end', async () => {
      const publisher = await userWithRole(app, admin, 'Publisher');
      const other = await login(app, publisher.user.email_address, publisher.password);
      const res = await expectStatus(
        app,
        {
          method: 'PUT',
          url: '/api/auth/password',
          headers: bearer(publisher.token),
          payload: { current_password: publisher.password, new_password: 'Kestrel-Sorghum-Delta-77' },
        },
        200,
      );
      expect((await me(app, publisher.token)).statusCode).toBe(401);
      expect((await me(app, other)).statusCode).toBe(401);
      expect((await me(app, res.json().token)).statusCode).toBe(200);
      await login(app, publisher.user.email_address, 'Kestrel-Sorghum-Delta-77');
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: publisher.user.email_address, password: publisher.password } }))
          .statusCode,
      ).toBe(401);
    });

    test('a token issued before token versions existed (no `ver` claim) is still accepted until the first change', async () => {
      const publisher = await userWithRole(app, admin, 'Publisher');
      // Version 0 is what every existing user has after the migration.
      const rows = await app.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [publisher.user.id]);
      expect(rows[0]?.token_version).toBe(0);
      const claims = JSON.parse(Buffer.from(publisher.token.split('.')[1]!, 'base64url').toString());
      expect(claims.ver).toBe(0);
    });
  });

  describe('My account and resets', () => {
    test('everyone may change their own name and phone, not their role or email', async () => {
      const creator = await userWithRole(app, admin, 'Content_Creator');
      const res = await expectStatus(
        app,
        {
          method: 'PUT',
          url: '/api/auth/me',
          headers: bearer(creator.token),
          payload: { full_name: '  Amina Yusuf ', telephone_number: '+250 788 000 111', role: 'Admin', email_address: 'x@example.com' },
        },
        200,
      );
      expect(res.json()).toMatchObject({
        full_name: 'Amina Yusuf',
        telephone_number: '+250 788 000 111',
        role: 'Content_Creator',
        email_address: creator.user.email_address,
      });
      const bad = await expectStatus(
        app,
        { method: 'PUT', url: '/api/auth/me', headers: bearer(creator.token), payload: { full_name: '', telephone_number: '1' } },
        400,
      );
      expect(bad.json().issues).toEqual([{ path: 'full_name', message: 'Full name is required' }]);
    });

    test('one’s own password: the current one is required and checked; the new one has 12+ characters and is not easy to guess', async () => {
      const publisher = await userWithRole(app, admin, 'Publisher');
      const change = (payload: object) => app.inject({ method: 'PUT', url: '/api/auth/password', headers: bearer(publisher.token), payload });
      const cases: [object, string, string][] = [
        [{ new_password: 'Kestrel-Sorghum-Delta-77' }, 'current_password', 'Current password is required'],
        [{ current_password: 'not-my-password', new_password: 'Kestrel-Sorghum-Delta-77' }, 'current_password', 'Current password is not correct'],
        [{ current_password: publisher.password, new_password: 'Short-pw-1' }, 'new_password', 'Password must be at least 12 characters'],
        [{ current_password: publisher.password, new_password: publisher.password }, 'new_password', 'Choose a password different from the current one'],
      ];
      for (const [payload, path, message] of cases) {
        const res = await change(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().issues).toEqual([{ path, message }]);
      }
      for (const weak of ['password1234', 'qwertyuiop123', 'aaaaaaaaaaaaaaaa', publisher.user.email_address]) {
        const res = await change({ current_password: publisher.password, new_password: weak });
        expect(res.statusCode).toBe(400);
        expect(res.json().issues[0].path).toBe('new_password');
        expect(res.json().message).toMatch(/^Password is too easy to guess/);
      }
      // Nothing changed: the old password and the old token still work.
      expect((await me(app, publisher.token)).statusCode).toBe(200);
      await login(app, publisher.user.email_address, publisher.password);
    });

    test('an Admin reset: the sign-in still answers a token, and only My account is open until a new password is chosen', async () => {
      const publisher = await userWithRole(app, admin, 'Publisher');
      const resetTo = 'Acacia-Ferry-Lion-2031';
      await expectStatus(app, { method: 'PUT', url: `/api/users/${publisher.user.id}/password`, headers: bearer(admin), payload: { password: resetTo } }, 204);
      const token = await login(app, publisher.user.email_address, resetTo);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(claims.credentials_expired).toBe(true);
      expect((await me(app, token)).json().credentials_expired).toBe(true);
      const blocked = await expectStatus(app, { url: '/api/contacts', headers: bearer(token) }, 403);
      expect(blocked.json()).toEqual({ message: 'Choose a new password in My account before you continue' });
      await expectStatus(
        app,
        { method: 'POST', url: '/api/posts', headers: bearer(token), payload: { title: 'T', description: 'D', category: 'C', image_url: '/uploads/x.webp' } },
        403,
      );
      const changed = await expectStatus(
        app,
        { method: 'PUT', url: '/api/auth/password', headers: bearer(token), payload: { current_password: resetTo, new_password: STRONG_PASSWORD } },
        200,
      );
      const fresh = changed.json().token;
      expect((await me(app, fresh)).json().credentials_expired).toBe(false);
      await expectStatus(app, { url: '/api/contacts', headers: bearer(fresh) }, 200);
    });

    test('resets are Admin only, never one’s own, and follow the password rules', async () => {
      const publisher = await userWithRole(app, admin, 'Publisher');
      const target = await userWithRole(app, admin, 'Content_Creator');
      const url = `/api/users/${target.user.id}/password`;
      await expectStatus(app, { method: 'PUT', url, headers: bearer(publisher.token), payload: { password: 'Acacia-Ferry-Lion-2031' } }, 403);
      await expectStatus(app, { method: 'PUT', url, payload: { password: 'Acacia-Ferry-Lion-2031' } }, 401);
      const adminId = (await me(app, admin)).json().id;
      const own = await expectStatus(
        app,
        { method: 'PUT', url: `/api/users/${adminId}/password`, headers: bearer(admin), payload: { password: 'Acacia-Ferry-Lion-2031' } },
        409,
      );
      expect(own.json().message).toBe('To change your own password, use My account');
      const ownByEdit = await expectStatus(
        app,
        {
          method: 'PUT',
          url: `/api/users/${adminId}`,
          headers: bearer(admin),
          payload: { ...((await me(app, admin)).json() as object), password: 'Acacia-Ferry-Lion-2031' },
        },
        409,
      );
      expect(ownByEdit.json().issues).toEqual([{ path: 'password', message: 'To change your own password, use My account' }]);
      await expectStatus(app, { method: 'PUT', url, headers: bearer(admin), payload: { password: 'password1234' } }, 400);
      await expectStatus(
        app,
        { method: 'PUT', url: '/api/users/999999/password', headers: bearer(admin), payload: { password: 'Acacia-Ferry-Lion-2031' } },
        404,
      );
      // Nothing of the above changed the target's password.
      await login(app, target.user.email_address, target.password);
    });

    test('new accounts follow the same rules; a password set before them keeps working', async () => {
      const create = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/users',
          headers: bearer(admin),
          payload: {
            full_name: 'Rule Check',
            email_address: `rules-${Math.random().toString(36).slice(2)}@example.com`,
            telephone_number: '1',
            role: 'Publisher',
            password,
          },
        });
      expect((await create('Eleven-char')).json().issues).toEqual([{ path: 'password', message: 'Password must be at least 12 characters' }]);
      expect((await create('password12345')).json().message).toMatch(/^Password is too easy to guess/);
      expect((await create(STRONG_PASSWORD)).statusCode).toBe(201);
      // An account from before the rules, with an 8-character password.
      const hash = await app.passwords.hash('old-pw-8');
      await app.write('users', (tx) =>
        usersRepository.create(tx, { full_name: 'Old Timer', email_address: 'old.timer@example.com', telephone_number: '1', role: 'Publisher' }, hash),
      );
      await login(app, 'old.timer@example.com', 'old-pw-8');
    });
  });

  describe('Content_Creator: no personal data', () => {
    test('contacts and the user list are refused; their own profile is open', async () => {
      const creator = await userWithRole(app, admin, 'Content_Creator');
      await expectStatus(app, { url: '/api/contacts', headers: bearer(creator.token) }, 403);
      await expectStatus(app, { url: '/api/users', headers: bearer(creator.token) }, 403);
      expect((await me(app, creator.token)).json().email_address).toBe(creator.user.email_address);
    });
  });

  describe('body and address limits', () => {
    test('login takes at most 16 KB, the contact form 64 KB, other JSON writes 256 KB; a longer body answers 413', async () => {
      const big = (bytes: number) => 'x'.repeat(bytes);
      const login413 = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password: big(16 * 1024) } });
      expect(login413.statusCode).toBe(413);
      expect(login413.json()).toEqual({ message: 'The request body is too large (at most 16,384 bytes)' });
      const contact = await app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'N', email_address: 'n@example.com', message: big(64 * 1024) },
        remoteAddress: '10.77.0.1',
      });
      expect(contact.statusCode).toBe(413);
      expect(contact.json().message).toBe('The request body is too large (at most 65,536 bytes)');
      const post = await app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: bearer(admin),
        payload: { title: 'T', description: big(256 * 1024), category: 'C', image_url: '/uploads/x.webp' },
      });
      expect(post.statusCode).toBe(413);
      expect(post.json().message).toBe('The request body is too large (at most 262,144 bytes)');
    });

    test.each([
      ['Ge’ez script', 'ሰላም'],
      ['emoji', '🌍'],
    ])('a 5,000-character message in %s fits in the contact form', async (_name, unit) => {
      const message = Array.from({ length: 5000 }, (_, i) => [...unit][i % [...unit].length]).join('');
      expect([...message].length).toBe(5000);
      // JSON-escaped as the least compact client would send it.
      const body = JSON.stringify({ name: 'Selam', email_address: 'selam@example.com', message }).replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: { 'content-type': 'application/json' },
        payload: body,
        remoteAddress: `10.78.0.${unit.length}`,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(message);
    });

    test('an address longer than 2 KB answers 414, on the API and elsewhere', async () => {
      for (const url of [`/api/posts?q=${'a'.repeat(2100)}`, `/${'a'.repeat(2100)}`, `/uploads/${'b'.repeat(2100)}.png`]) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(414);
        expect(res.json()).toEqual({ message: 'The address is too long (at most 2,048 characters)' });
      }
      expect((await app.inject({ url: `/api/posts?q=${'a'.repeat(2000)}` })).statusCode).toBe(200);
    });
  });

  describe('throttling', () => {
    test('IPv6 clients are counted per /64: rotating addresses inside it does not escape the limit', async () => {
      for (let i = 1; i <= 10; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `v6-${i}@example.com`, password: 'wrong-password' },
          remoteAddress: `2001:db8:6:1::${i.toString(16)}`,
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
        remoteAddress: '2001:db8:6:1:ffff::1',
      });
      expect(blocked.statusCode).toBe(429);
      // Another /64 is another client.
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: ADMIN.email, password: ADMIN.password },
            remoteAddress: '2001:db8:6:2::1',
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('security events', () => {
    test('sign-ins, refusals, throttling, user, role and password changes are logged with time, actor, role, IP, target and outcome; never a secret', async () => {
      log.length = 0;
      const secret = 'Marula-Harbour-Quartz-58';
      const created = await expectStatus(
        app,
        {
          method: 'POST',
          url: '/api/users',
          headers: bearer(admin),
          payload: { full_name: 'Evented', email_address: 'evented@example.com', telephone_number: '1', role: 'Content_Creator', password: secret },
        },
        201,
      );
      const id = created.json().id as number;
      const token = await login(app, 'evented@example.com', secret);
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'evented@example.com', password: 'not-the-password' },
        remoteAddress: '10.55.0.1',
      });
      await app.inject({ url: '/api/users', headers: bearer(token) }); // 403
      await app.inject({ url: '/api/users' }); // 401
      await app.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        headers: bearer(admin),
        payload: { ...(created.json() as object), role: 'Publisher', password: '' },
      });
      await app.inject({ method: 'PUT', url: `/api/users/${id}/password`, headers: bearer(admin), payload: { password: 'Acacia-Ferry-Lion-2031' } });
      const next = await login(app, 'evented@example.com', 'Acacia-Ferry-Lion-2031');
      await app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: bearer(next),
        payload: { current_password: 'Acacia-Ferry-Lion-2031', new_password: secret },
      });
      for (let i = 0; i < 11; i++)
        await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `nobody${i}@example.com`, password: 'x' }, remoteAddress: '10.56.0.1' });

      const adminId = (await me(app, admin)).json().id;
      const seen = events();
      const find = (action: string, outcome: string) => seen.find((e) => e.action === action && e.outcome === outcome);
      expect(find('user_created', 'success')).toMatchObject({ actorId: adminId, actorRole: 'Admin', target: `user:${id}`, ip: '127.0.0.1' });
      expect(find('sign_in', 'success')).toMatchObject({ actorId: id, actorRole: 'Content_Creator', target: `user:${id}` });
      expect(find('sign_in', 'failure')).toMatchObject({ actorId: null, target: `user:${id}`, ip: '10.55.0.1', reason: 'wrong password' });
      expect(find('forbidden', 'denied')).toMatchObject({ actorId: id, actorRole: 'Content_Creator', target: 'GET /api/users' });
      expect(find('unauthenticated', 'denied')).toMatchObject({ actorId: null, target: 'GET /api/users', reason: 'no token' });
      expect(find('role_changed', 'success')).toMatchObject({ actorId: adminId, target: `user:${id}`, reason: 'Content_Creator to Publisher' });
      expect(find('password_reset', 'success')).toMatchObject({ actorId: adminId, target: `user:${id}` });
      expect(find('password_changed', 'success')).toMatchObject({ actorId: id, actorRole: 'Publisher', target: `user:${id}` });
      expect(find('throttled', 'denied')).toMatchObject({ ip: '10.56.0.1', target: 'login' });
      for (const event of seen) {
        expect(Date.parse(String(event.at))).toBeGreaterThan(Date.now() - 120_000);
        expect(Object.keys(event)).toEqual(expect.arrayContaining(['at', 'action', 'outcome', 'actorId', 'actorRole', 'ip', 'target']));
      }
      const everything = log.join('\n');
      for (const forbidden of [secret, 'Acacia-Ferry-Lion-2031', 'not-the-password', token, next, admin, '$argon2'])
        expect(everything).not.toContain(forbidden);
    });
  });
});

describe('a login flood', () => {
  // The counting itself, as sign-in does it, with room for only 1,000 counters: 200,000 made-up
  // addresses from one client flush neither its block nor the Admin account's counter.
  test('200,000 distinct emails from one IP flush neither the IP’s block nor the Admin account’s counter', async () => {
    const limiter = memoryLimiter(1_000);
    const throttle = loginThrottle(limiter, { max: 10, windowMs: 15 * 60_000 });
    for (let i = 1; i <= 5; i++) expect((await throttle.attempt(`10.60.0.${i}`, ADMIN.email)).allowed).toBe(true);
    let allowed = 0;
    for (let i = 0; i < 200_000; i++) if ((await throttle.attempt('203.0.113.66', `flood-${i}@example.com`)).allowed) allowed += 1;
    expect(allowed).toBe(10);
    expect(limiter.size()).toBeLessThan(20);
    // The flooding client is still blocked...
    expect(await throttle.attempt('203.0.113.66', ADMIN.email)).toMatchObject({ allowed: false, reason: 'too many failures from this address' });
    // ...and the Admin account remembers its five failures: five more lock it.
    for (let i = 6; i <= 10; i++) expect((await throttle.attempt(`10.60.0.${i}`, ADMIN.email)).allowed).toBe(true);
    expect(await throttle.attempt('10.60.1.1', ADMIN.email)).toMatchObject({ allowed: false, reason: 'too many failures for this account' });
  });

  // The same through HTTP, at a size that runs quickly: sign-in uses that counting.
  test('through sign-in: 2,000 distinct emails from one IP get ten 401s and then 429s; the Admin account keeps its failures', async () => {
    const store = await new TestStore('pglite').init();
    const app = await store.app({ loginMaxFailures: 10, rateLimitMemoryKeys: 1_000 });
    try {
      const attempt = (email: string, password: string, ip: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
      for (let i = 1; i <= 5; i++) expect((await attempt(ADMIN.email, 'wrong-password', `10.60.0.${i}`)).statusCode).toBe(401);
      const codes = new Map<number, number>();
      for (let i = 0; i < 2_000; i++) {
        const { statusCode } = await attempt(`flood-${i}@example.com`, 'x', '203.0.113.66');
        codes.set(statusCode, (codes.get(statusCode) ?? 0) + 1);
      }
      expect(Object.fromEntries(codes)).toEqual({ 401: 10, 429: 1_990 });
      expect((await attempt(ADMIN.email, ADMIN.password, '203.0.113.66')).statusCode).toBe(429);
      for (let i = 6; i <= 10; i++) expect((await attempt(ADMIN.email, 'wrong-password', `10.60.0.${i}`)).statusCode).toBe(401);
      expect((await attempt(ADMIN.email, ADMIN.password, '10.60.1.1')).statusCode).toBe(429);
    } finally {
      await app.close();
      await store.destroy();
    }
  }, 120_000);
});

describe('refused attempts are taken back', () => {
  test.each(['memory'])('a burst of people signing in from one office address does not keep it locked (%s)', async () => {
    const throttle = loginThrottle(memoryLimiter(1000), { max: 3, windowMs: 60_000 });
    // Six at once: three go through to the password check, three are refused before it.
    const verdicts = await Promise.all(Array.from({ length: 6 }, (_, i) => throttle.attempt('198.51.100.7', `person${i}@example.com`)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
    // The three sign in successfully.
    for (const verdict of verdicts) if (verdict.allowed) await throttle.succeeded(verdict.keys);
    // The address is free again: the refused attempts did not count.
    expect((await throttle.attempt('198.51.100.7', 'person9@example.com')).allowed).toBe(true);
  });

  test('an address that really failed stays blocked, and its key is never dropped for room', async () => {
    const limiter = memoryLimiter(100);
    const throttle = loginThrottle(limiter, { max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect((await throttle.attempt('198.51.100.8', 'admin@example.com')).allowed).toBe(true);
    for (let i = 0; i < 5; i++) expect((await throttle.attempt('198.51.100.8', 'admin@example.com')).allowed).toBe(false);
    for (let i = 0; i < 1000; i++) await limiter.hit(`other-${i}`, 60_000, 3);
    expect((await throttle.attempt('198.51.100.8', 'admin@example.com')).allowed).toBe(false);
  });
});

describe('the in-memory limiter', () => {
  test('makes room by dropping the oldest open key, never a blocked one', async () => {
    const limiter = memoryLimiter(100);
    for (let i = 0; i < 3; i++) await limiter.hit('blocked', 60_000, 2);
    for (let i = 0; i < 10_000; i++) await limiter.hit(`open-${i}`, 60_000, 2);
    expect(limiter.size()).toBe(100);
    expect((await limiter.hit('blocked', 60_000, 2)).count).toBe(4);
    // The newest open keys are still counted; the oldest went.
    expect((await limiter.hit('open-9999', 60_000, 2)).count).toBe(2);
    expect((await limiter.hit('open-0', 60_000, 2)).count).toBe(1);
  });

  test('when every slot holds a blocked key, a new key is refused rather than one of them forgotten', async () => {
    const limiter = memoryLimiter(100);
    for (let k = 0; k < 100; k++) for (let i = 0; i < 2; i++) await limiter.hit(`b-${k}`, 60_000, 1);
    expect((await limiter.hit('newcomer', 60_000, 1)).count).toBeGreaterThan(1);
    for (let k = 0; k < 100; k++) expect((await limiter.hit(`b-${k}`, 60_000, 1)).count).toBe(3);
  });

  test('expired windows are removed by the timer’s sweep, not while counting', async () => {
    const limiter = memoryLimiter(1000);
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now);
    for (let i = 0; i < 500; i++) await limiter.hit(`k-${i}`, 1_000, 5);
    spy.mockReturnValue(now + 5_000);
    await limiter.hit('fresh', 1_000, 5);
    expect(limiter.size()).toBe(501);
    limiter.sweep();
    expect(limiter.size()).toBe(1);
    spy.mockRestore();
  });
});
