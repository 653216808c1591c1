import { MIGRATIONS } from '../src/db/migrations';
import packageJson from '../package.json';
import { bearer, eachBackend, login, userWithRole } from './helpers';

/** What runs (docs/releases.md, "What runs"): Admins see the API version and migration; nobody else does. */
eachBackend('the API reports what runs', ({ app }) => {
  const latest = MIGRATIONS.at(-1)!.version;

  test('anonymous health shows only the status and the database kind', async () => {
    const res = await app().inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['database', 'status']);
  });

  test('an Admin token adds the API version and the applied migration to health and /api/system', async () => {
    const token = await login(app());
    const health = (await app().inject({ url: '/api/health', headers: bearer(token) })).json();
    expect(health).toMatchObject({ status: 'ok', version: packageJson.version, migration: latest });
    const system = await app().inject({ url: '/api/system', headers: bearer(token) });
    expect(system.statusCode).toBe(200);
    expect(system.json()).toEqual({ version: packageJson.version, migration: latest, database: health.database });
  });

  test('other roles get 403 from /api/system and the plain health; no token gets 401; a bad token is just anonymous on health', async () => {
    const admin = await login(app());
    for (const role of ['Publisher', 'Content_Creator'] as const) {
      const { token } = await userWithRole(app(), admin, role);
      expect((await app().inject({ url: '/api/system', headers: bearer(token) })).statusCode).toBe(403);
      expect(Object.keys((await app().inject({ url: '/api/health', headers: bearer(token) })).json()).sort()).toEqual(['database', 'status']);
    }
    expect((await app().inject({ url: '/api/system' })).statusCode).toBe(401);
    const bad = await app().inject({ url: '/api/health', headers: bearer('not-a-token') });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().version).toBeUndefined();
  });
});
