import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { isLongFormDate } from 'contracts';
import { buildApp } from '../src/app';
import { MIGRATIONS } from '../src/db/migrations';
import { BACKENDS, TestStore, bearer, expectStatus, login, sampleContact, samplePost } from './helpers';

describe.each(BACKENDS)('durability and first start [%s]', (backend) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await new TestStore(backend).init();
  });
  afterEach(async () => {
    await store.destroy();
  });

  test('writes survive a restart on the same DATA_DIR / database, and so do tokens', async () => {
    let app = await store.app();
    const token = await login(app);
    const post = (await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(token), payload: samplePost() }, 201)).json();
    const user = (
      await expectStatus(
        app,
        {
          method: 'POST',
          url: '/api/users',
          headers: bearer(token),
          payload: { full_name: 'Kept', email_address: 'kept@example.com', telephone_number: '1', role: 'Publisher', password: 'Baobab-Lantern-Okapi-42' },
        },
        201,
      )
    ).json();
    await expectStatus(app, { method: 'POST', url: '/api/contacts', payload: sampleContact(), remoteAddress: '10.2.0.1' }, 201);
    await app.close();

    app = await store.app();
    try {
      expect((await expectStatus(app, { url: `/api/posts/${post.id}` }, 200)).json()).toEqual(post);
      // The generated JWT secret was kept in DATA_DIR: the old token still works.
      const users = (await expectStatus(app, { url: '/api/users', headers: bearer(token) }, 200)).json();
      expect(users).toContainEqual(user);
      expect((await expectStatus(app, { url: '/api/contacts', headers: bearer(token) }, 200)).json()).toHaveLength(1);
      await login(app, 'kept@example.com', 'Baobab-Lantern-Okapi-42');
      const migrations = await app.db.query<{ version: number }>('SELECT version FROM schema_migrations');
      // Every migration applied, once.
      expect(migrations.map((m) => m.version).sort((x, y) => x - y)).toEqual(MIGRATIONS.map((m) => m.version));
      // Still one Admin: the first-start Admin is not created twice.
      expect(users.filter((u: { role: string }) => u.role === 'Admin')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  test('without ADMIN_PASSWORD a strong password is generated into DATA_DIR/admin-password (0600), never logged, and its first use asks for a new one', async () => {
    const printed: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    let app;
    try {
      app = await store.app({ adminPassword: undefined, adminEmail: 'owner@example.org' });
    } finally {
      spy.mockRestore();
    }
    // Standard output is not a terminal here (as in a container or under a log collector).
    expect(printed.join('')).not.toContain('Admin sign-in');
    const file = join(store.dataDir, 'admin-password');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    const token = await login(app, 'owner@example.org', password);
    const me = (await expectStatus(app, { url: '/api/auth/me', headers: bearer(token) }, 200)).json();
    expect(me.credentials_expired).toBe(true);
    const blocked = await expectStatus(app, { url: '/api/posts/1', method: 'DELETE', headers: bearer(token) }, 403);
    expect(blocked.json().message).toBe('Choose a new password in My account before you continue');
    await app.close();

    // A second start neither replaces nor prints it.
    app = await store.app({ adminPassword: undefined, adminEmail: 'owner@example.org' });
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
    await login(app, 'owner@example.org', password);
    await app.close();
  });

  test('on a terminal the generated password is also printed once', async () => {
    const printed: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const wasTTY = process.stdout.isTTY;
    process.stdout.isTTY = true;
    try {
      const app = await store.app({ adminPassword: undefined, adminEmail: 'owner@example.org' });
      await app.close();
    } finally {
      process.stdout.isTTY = wasTTY;
      spy.mockRestore();
    }
    const match = /Admin sign-in: owner@example\.org \/ (\S+)/.exec(printed.join(''));
    expect(match?.[1]).toBe(readFileSync(join(store.dataDir, 'admin-password'), 'utf8').trim());
  });

  test('ADMIN_PASSWORD is the operator’s choice: no file, and no new password asked for', async () => {
    const app = await store.app();
    try {
      expect(existsSync(join(store.dataDir, 'admin-password'))).toBe(false);
      const token = await login(app);
      expect((await expectStatus(app, { url: '/api/auth/me', headers: bearer(token) }, 200)).json().credentials_expired).toBe(false);
    } finally {
      await app.close();
    }
  });

  test('a jwt-secret file shorter than 32 bytes stops the start, naming the file, and is left as it is', async () => {
    const file = join(store.dataDir, 'jwt-secret');
    for (const content of ['', 'too-short-secret\n']) {
      writeFileSync(file, content);
      await expect(store.app()).rejects.toThrow(`${file} holds fewer than 32 bytes`);
      expect(readFileSync(file, 'utf8')).toBe(content);
    }
  });

  test('an empty database gets the demo content, with images drawn at seed time', async () => {
    const app = await store.app({ seedDemo: true });
    try {
      const headers = (await expectStatus(app, { url: '/api/headers' }, 200)).json();
      expect(headers).toHaveLength(4);
      expect(headers.some((h: { title: string }) => h.title.includes('\\n'))).toBe(true);
      expect(headers.some((h: { subtitle: string | null }) => h.subtitle === null)).toBe(true);

      expect((await expectStatus(app, { url: '/api/team' }, 200)).json()).toHaveLength(6);

      const mv = (await expectStatus(app, { url: '/api/mission-vision' }, 200)).json();
      expect(mv.map((m: { title: string }) => m.title)).toEqual(['Our Mission', 'Our Vision', 'Our Values']);
      expect(mv.some((m: { icon: string }) => m.icon.startsWith('/uploads/'))).toBe(true);
      expect(mv.some((m: { icon: string }) => m.icon && !m.icon.startsWith('/uploads/'))).toBe(true);

      const posts = (await expectStatus(app, { url: '/api/posts' }, 200)).json() as {
        status: string;
        created_at: string;
        published: string | null;
        client: string;
        image_url: string;
      }[];
      expect(posts).toHaveLength(12);
      const byStatus = (s: string) => posts.filter((p) => p.status === s).length;
      expect([byStatus('Completed'), byStatus('Ongoing'), byStatus('Pending')]).toEqual([5, 4, 3]);
      const times = posts.map((p) => Date.parse(p.created_at));
      expect(new Set(times).size).toBe(12);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      for (const p of posts) {
        expect(p.client).toBeTruthy();
        if (p.published !== null) expect(isLongFormDate(p.published)).toBe(true);
      }

      const images = new Set<string>([...posts, ...headers, ...mv].map((r: { image_url: string }) => r.image_url));
      for (const url of images) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.rawPayload.length).toBeLessThan(150 * 1024);
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([1600, 900]);
      }
      const team = (await app.inject({ url: '/api/team' })).json();
      const portrait = await sharp((await app.inject({ url: team[0].image_url })).rawPayload).metadata();
      expect([portrait.format, portrait.width, portrait.height]).toEqual(['webp', 480, 480]);
      expect(existsSync(join(store.dataDir, 'uploads', 'demo', 'slide-1.webp'))).toBe(true);
      expect(statSync(join(store.dataDir, 'uploads', 'demo', 'slide-1.webp')).size).toBeGreaterThan(1000);
    } finally {
      await app.close();
    }
  });

  test('deleting every demo post does not bring them back at the next start', async () => {
    let app = await store.app({ seedDemo: true });
    const token = await login(app);
    for (const p of (await app.inject({ url: '/api/posts' })).json()) {
      await expectStatus(app, { method: 'DELETE', url: `/api/posts/${p.id}`, headers: bearer(token) }, 204);
    }
    await app.close();
    app = await store.app({ seedDemo: true });
    expect((await app.inject({ url: '/api/posts' })).json()).toEqual([]);
    await app.close();
  });

  test('SEED_DEMO=false starts empty, with blank mission and vision items to edit', async () => {
    const app = await store.app({ seedDemo: false });
    expect((await app.inject({ url: '/api/posts' })).json()).toEqual([]);
    expect((await app.inject({ url: '/api/headers' })).json()).toEqual([]);
    expect((await app.inject({ url: '/api/mission-vision' })).json().map((m: { title: string; text: string }) => [m.title, m.text])).toEqual([
      ['Our Mission', ''],
      ['Our Vision', ''],
    ]);
    expect(existsSync(join(store.dataDir, 'uploads', 'demo'))).toBe(false);
    await app.close();
  });

  if (backend === 'pglite') {
    test('a second instance on the same embedded database is refused with a clear message', async () => {
      const app = await store.app();
      try {
        await expect(buildApp(store.config())).rejects.toThrow(/already open in this process|in use by process/);
        // The first one still works.
        await expectStatus(app, { url: '/api/health' }, 200);
      } finally {
        await app.close();
      }
    });
  }
});
