import { bearer, eachBackend, expectStatus, login, userWithRole } from './helpers';

const newUser = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Achieng Otieno',
  email_address: `achieng.${Math.random().toString(36).slice(2)}@example.com`,
  telephone_number: '+254 712 345 678',
  role: 'Publisher',
  password: 'Baobab-Lantern-Okapi-42',
  ...overrides,
});

eachBackend('users', ({ app }) => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(app());
  });

  test('create answers 201 with the saved user and never the password', async () => {
    const body = newUser({ full_name: '  Achieng Otieno  ' });
    const res = await expectStatus(app(), { method: 'POST', url: '/api/users', headers: bearer(admin), payload: body }, 201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      full_name: 'Achieng Otieno',
      email_address: body.email_address,
      telephone_number: '+254 712 345 678',
      role: 'Publisher',
      credentials_expired: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const list = await expectStatus(app(), { url: '/api/users', headers: bearer(admin) }, 200);
    expect(list.json().map((u: { email_address: string }) => u.email_address)).toContain(body.email_address);
    expect(list.body).not.toMatch(/password|argon2/i);
    await login(app(), body.email_address, body.password);
  });

  test('the spec §5 messages for a missing field', async () => {
    const res = await expectStatus(app(), { method: 'POST', url: '/api/users', headers: bearer(admin), payload: {} }, 400);
    expect(res.json().issues).toEqual([
      { path: 'full_name', message: 'Full name is required' },
      { path: 'email_address', message: 'Email is required' },
      { path: 'telephone_number', message: 'Telephone is required' },
      { path: 'role', message: 'Role is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  test('an unknown role is refused', async () => {
    const res = await expectStatus(app(), { method: 'POST', url: '/api/users', headers: bearer(admin), payload: newUser({ role: 'Superuser' }) }, 400);
    expect(res.json().issues[0].path).toBe('role');
  });

  test('a duplicate email (in any case) answers 409', async () => {
    const body = newUser();
    await expectStatus(app(), { method: 'POST', url: '/api/users', headers: bearer(admin), payload: body }, 201);
    const dup = await expectStatus(
      app(),
      { method: 'POST', url: '/api/users', headers: bearer(admin), payload: newUser({ email_address: body.email_address.toUpperCase() }) },
      409,
    );
    expect(dup.json()).toEqual({
      message: 'A user with this email address already exists',
      issues: [{ path: 'email_address', message: 'A user with this email address already exists' }],
    });
    const other = (await expectStatus(app(), { method: 'POST', url: '/api/users', headers: bearer(admin), payload: newUser() }, 201)).json();
    await expectStatus(
      app(),
      { method: 'PUT', url: `/api/users/${other.id}`, headers: bearer(admin), payload: { ...other, email_address: body.email_address } },
      409,
    );
  });

  test('update answers 200; an empty password keeps the old one, a new one replaces it', async () => {
    const body = newUser();
    const created = (await expectStatus(app(), { method: 'POST', url: '/api/users', headers: bearer(admin), payload: body }, 201)).json();
    const kept = await expectStatus(
      app(),
      { method: 'PUT', url: `/api/users/${created.id}`, headers: bearer(admin), payload: { ...created, full_name: 'Renamed', password: '' } },
      200,
    );
    expect(kept.json()).toMatchObject({ id: created.id, full_name: 'Renamed', role: 'Publisher' });
    expect(Date.parse(kept.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    await login(app(), body.email_address, body.password);
    await expectStatus(
      app(),
      { method: 'PUT', url: `/api/users/${created.id}`, headers: bearer(admin), payload: { ...created, password: 'Kestrel-Sorghum-Delta-77' } },
      200,
    );
    await login(app(), body.email_address, 'Kestrel-Sorghum-Delta-77');
    expect((await app().inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email_address, password: body.password } })).statusCode).toBe(
      401,
    );
    // A password given on update still follows the rules.
    await expectStatus(app(), { method: 'PUT', url: `/api/users/${created.id}`, headers: bearer(admin), payload: { ...created, password: 'short' } }, 400);
  });

  test('unknown ids answer 404, bad ids 400', async () => {
    const body = newUser();
    await expectStatus(app(), { method: 'PUT', url: '/api/users/999999', headers: bearer(admin), payload: body }, 404);
    await expectStatus(app(), { method: 'DELETE', url: '/api/users/999999', headers: bearer(admin) }, 404);
    await expectStatus(app(), { method: 'DELETE', url: '/api/users/abc', headers: bearer(admin) }, 400);
  });

  test('nobody can change their own role (409) but may edit the rest of their record', async () => {
    const meRes = (await expectStatus(app(), { url: '/api/auth/me', headers: bearer(admin) }, 200)).json();
    const res = await expectStatus(
      app(),
      { method: 'PUT', url: `/api/users/${meRes.id}`, headers: bearer(admin), payload: { ...meRes, role: 'Publisher' } },
      409,
    );
    expect(res.json().message).toBe('You cannot change your own role');
    await expectStatus(
      app(),
      { method: 'PUT', url: `/api/users/${meRes.id}`, headers: bearer(admin), payload: { ...meRes, telephone_number: '+250 788 111 222' } },
      200,
    );
    expect((await expectStatus(app(), { url: '/api/auth/me', headers: bearer(admin) }, 200)).json().role).toBe('Admin');
  });

  test('nobody can delete themselves (409)', async () => {
    const meRes = (await expectStatus(app(), { url: '/api/auth/me', headers: bearer(admin) }, 200)).json();
    const res = await expectStatus(app(), { method: 'DELETE', url: `/api/users/${meRes.id}`, headers: bearer(admin) }, 409);
    expect(res.json()).toEqual({ message: 'You cannot delete your own account' });
  });

  test('two Admins demoting each other at once cannot leave the system without an Admin', async () => {
    const a = await userWithRole(app(), admin, 'Admin');
    const b = await userWithRole(app(), admin, 'Admin');
    // Leave a and b as the only Admins.
    const first = (await expectStatus(app(), { url: '/api/auth/me', headers: bearer(admin) }, 200)).json();
    await expectStatus(app(), { method: 'PUT', url: `/api/users/${first.id}`, headers: bearer(a.token), payload: { ...first, role: 'Publisher' } }, 200);
    const [ab, ba] = await Promise.all([
      app().inject({ method: 'PUT', url: `/api/users/${b.user.id}`, headers: bearer(a.token), payload: { ...b.user, role: 'Publisher' } }),
      app().inject({ method: 'PUT', url: `/api/users/${a.user.id}`, headers: bearer(b.token), payload: { ...a.user, role: 'Publisher' } }),
    ]);
    const codes = [ab.statusCode, ba.statusCode].sort();
    expect(codes[0]).toBe(200);
    // The loser was demoted first (403), lost the race for the lock (409), or its token ended with its role (401).
    expect([401, 403, 409]).toContain(codes[1]);
    const users = (await expectStatus(app(), { url: '/api/users', headers: bearer(ab.statusCode === 200 ? a.token : b.token) }, 200)).json();
    expect(users.filter((u: { role: string }) => u.role === 'Admin')).toHaveLength(1);
    // Restore the first Admin for the other tests.
    const survivor = ab.statusCode === 200 ? a.token : b.token;
    await expectStatus(app(), { method: 'PUT', url: `/api/users/${first.id}`, headers: bearer(survivor), payload: { ...first, role: 'Admin' } }, 200);
    // Its role changed twice, so its old token ended: sign in again.
    admin = await login(app());
  });

  test('delete answers 204, then the user is gone', async () => {
    const created = (await expectStatus(app(), { method: 'POST', url: '/api/users', headers: bearer(admin), payload: newUser() }, 201)).json();
    const res = await expectStatus(app(), { method: 'DELETE', url: `/api/users/${created.id}`, headers: bearer(admin) }, 204);
    expect(res.body).toBe('');
    const list = (await expectStatus(app(), { url: '/api/users', headers: bearer(admin) }, 200)).json();
    expect(list.find((u: { id: number }) => u.id === created.id)).toBeUndefined();
  });
});
