import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INVALID_CREDENTIALS_MESSAGE } from 'contracts';
import { ADMIN, bearer, eachBackend, expectStatus, login, userWithRole } from './helpers';

const b64 = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Signs claims with our secret, or with any other, to forge tokens the way an attacker would. */
function sign(header: object, claims: object, secret: string): string {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

eachBackend('authentication', ({ app, store }) => {
  const secret = () => readFileSync(join(store().dataDir, 'jwt-secret'), 'utf8').trim();
  const me = (token: string) => app().inject({ url: '/api/auth/me', headers: bearer(token) });

  test('login answers a HS256 JWT with sub, role, name, iat and exp = now + 8 h', async () => {
    const res = await expectStatus(app(), { method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password: ADMIN.password } }, 200);
    expect(Object.keys(res.json())).toEqual(['token']);
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, claims] = res
      .json()
      .token.split('.')
      .slice(0, 2)
      .map((p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claims).toMatchObject({ sub: '1', role: 'Admin', name: 'Site Administrator' });
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(5);
  });

  test('email matching ignores case and surrounding spaces', async () => {
    await expectStatus(app(), { method: 'POST', url: '/api/auth/login', payload: { email: '  ADMIN@Example.com ', password: ADMIN.password } }, 200);
  });

  test('unknown email and wrong password get the same 401 answer', async () => {
    const wrong = await app().inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password: 'not-the-password' } });
    const unknown = await app().inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'not-the-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(unknown.body).toBe(wrong.body);
  });

  test('login validates its payload with the shared schema (400 with issues)', async () => {
    const res = await expectStatus(app(), { method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email', password: '' } }, 400);
    expect(res.json().issues).toEqual([
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  test('GET /api/auth/me answers the signed-in user without any password', async () => {
    const token = await login(app());
    const res = await expectStatus(app(), { url: '/api/auth/me', headers: bearer(token) }, 200);
    expect(res.json()).toEqual({
      id: 1,
      full_name: 'Site Administrator',
      email_address: ADMIN.email,
      telephone_number: expect.any(String),
      role: 'Admin',
      credentials_expired: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  test.each([
    ['no header', undefined, 'Sign in to continue'],
    ['another scheme', 'Basic YWRtaW46YWRtaW4=', 'Invalid or expired token'],
    ['garbage', 'Bearer not.a.token', 'Invalid or expired token'],
    ['empty bearer', 'Bearer ', 'Invalid or expired token'],
    ['a huge token', `Bearer ${'a'.repeat(10_000)}`, 'Invalid or expired token'],
  ])('401 with %s', async (_name, header, message) => {
    const res = await app().inject({ url: '/api/auth/me', headers: header === undefined ? {} : { authorization: header } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  test('an expired token is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = sign({ alg: 'HS256', typ: 'JWT' }, { sub: '1', role: 'Admin', iat: now - 7200, exp: now - 60 }, secret());
    expect((await me(token)).statusCode).toBe(401);
    // The same claims, not expired, are accepted: the refusal above is about exp alone.
    const fresh = sign({ alg: 'HS256', typ: 'JWT' }, { sub: '1', role: 'Admin', iat: now, exp: now + 60 }, secret());
    expect((await me(fresh)).statusCode).toBe(200);
  });

  test('a tampered token (claims changed after signing) is refused', async () => {
    const creator = await userWithRole(app(), await login(app()), 'Content_Creator');
    const [h, , s] = creator.token.split('.');
    const claims = JSON.parse(Buffer.from(creator.token.split('.')[1]!, 'base64url').toString());
    const forged = `${h}.${b64({ ...claims, sub: '1', role: 'Admin' })}.${s}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(creator.token)).json().role).toBe('Content_Creator');
  });

  test('alg none, other algorithms and other secrets are refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: '1', role: 'Admin', iat: now, exp: now + 600 };
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await me(none)).statusCode).toBe(401);
    expect((await me(`${b64({ alg: 'none' })}.${b64(claims)}`)).statusCode).toBe(401);
    const hs512 = (() => {
      const body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
      return `${body}.${createHmac('sha512', secret()).update(body).digest('base64url')}`;
    })();
    expect((await me(hs512)).statusCode).toBe(401);
    expect((await me(sign({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-that-is-long-enough-000000'))).statusCode).toBe(401);
  });

  test('a token whose subject is not a user id is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const sub of ['0', '-1', 'abc', '99999999999', '1.5']) {
      expect((await me(sign({ alg: 'HS256' }, { sub, iat: now, exp: now + 60 }, secret()))).statusCode).toBe(401);
    }
  });

  test("a deleted user's token stops working at once", async () => {
    const adminToken = await login(app());
    const publisher = await userWithRole(app(), adminToken, 'Publisher');
    expect((await me(publisher.token)).statusCode).toBe(200); // now cached
    await expectStatus(app(), { method: 'DELETE', url: `/api/users/${publisher.user.id}`, headers: bearer(adminToken) }, 204);
    expect((await me(publisher.token)).statusCode).toBe(401);
    expect((await app().inject({ url: '/api/contacts', headers: bearer(publisher.token) })).statusCode).toBe(401);
  });

  test('the current role applies: a role change ends the old token, and signing in again gives the new role', async () => {
    const adminToken = await login(app());
    const creator = await userWithRole(app(), adminToken, 'Content_Creator');
    const post = { title: 'T', description: 'D', category: 'C', image_url: '/uploads/x.webp' };
    const first = await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(creator.token), payload: post }, 201);
    await expectStatus(app(), { method: 'DELETE', url: `/api/posts/${first.json().id}`, headers: bearer(creator.token) }, 403);
    await expectStatus(
      app(),
      { method: 'PUT', url: `/api/users/${creator.user.id}`, headers: bearer(adminToken), payload: { ...creator.user, role: 'Publisher', password: '' } },
      200,
    );
    await expectStatus(app(), { method: 'DELETE', url: `/api/posts/${first.json().id}`, headers: bearer(creator.token) }, 401);
    const again = await login(app(), creator.user.email_address, creator.password);
    await expectStatus(app(), { method: 'DELETE', url: `/api/posts/${first.json().id}`, headers: bearer(again) }, 204);
  });

  test('the JWT secret is generated once, kept in DATA_DIR (mode 600) and reused after a restart', async () => {
    const { statSync } = await import('node:fs');
    expect(secret().length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(store().dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});
