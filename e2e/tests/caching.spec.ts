// Caching. Files with a content hash in their name are cached for a year as
// immutable; pages, the runtime configuration, the remotes' entries and manifests and the shell's
// entry are revalidated; JavaScript, CSS and pages come compressed; the API's public reads answer
// with an ETag and 304, and a write changes the ETag; uploaded images are long-lived.
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from '../support/public-site';
import { expect, test } from '../support/test';

const YEAR = 'public, max-age=31536000, immutable';
const HASHED = /^\/(assets\/[^/]+|remotes\/(shared|public|admin)\/[^/]+)\.[0-9a-f]{8}\.(js|css)$/;
const REVALIDATED_FILES = [
  '/runtime-config.json',
  '/assets/shell.js',
  '/remotes/shared/remoteEntry.js',
  '/remotes/public/remoteEntry.js',
  '/remotes/admin/remoteEntry.js',
  '/remotes/shared/mf-manifest.json',
  '/remotes/public/mf-manifest.json',
  '/remotes/admin/mf-manifest.json',
];

/** The scripts and stylesheets a browser loads for these pages, by path, with the headers it got. */
async function loadedFiles(page: Page, paths: string[]): Promise<Map<string, { headers: Record<string, string>; bytes: number }>> {
  const files = new Map<string, { headers: Record<string, string>; bytes: number }>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/^\/(assets|remotes)\//.test(url.pathname) || response.status() !== 200) return;
    pending.push(
      Promise.all([
        response.allHeaders(),
        // Chromium sometimes drops a body it has handed over (seen with the stylesheets a page links at
        // its end): its size is then read again; the headers checked are still the browser's own.
        response.body().catch(async () => (await page.request.get(url.href)).body()),
      ]).then(([headers, body]) => void files.set(url.pathname, { headers, bytes: body.length })),
    );
  });
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // A body can only be read until the page navigates away (stylesheets linked at a page's end arrive last).
    await Promise.all(pending.splice(0));
  }
  return files;
}

test('hashed files are cached for a year and the rest revalidates, as the browser receives them', async ({ page }) => {
  test.slow();
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204 }));
  const files = await loadedFiles(page, ['/', '/projects', '/contact', '/services/development', '/admin/login']);
  const hashed = [...files.keys()].filter((path) => HASHED.test(path));
  // The shell's chunks and each remote's chunks were all part of it.
  for (const prefix of ['/assets/', '/remotes/shared/', '/remotes/public/', '/remotes/admin/']) {
    expect(hashed.filter((path) => path.startsWith(prefix)).length, `hashed files under ${prefix}`).toBeGreaterThan(0);
  }
  expect(hashed.some((path) => path.endsWith('.css'))).toBe(true);
  for (const path of hashed) {
    const { headers, bytes } = files.get(path)!;
    expect(headers['cache-control'], path).toBe(YEAR);
    // Chromium asks for br: what it got was compressed (the build leaves files under 512 bytes as they are).
    if (bytes >= 1024) expect(headers['content-encoding'], `${path} (${bytes} bytes)`).toBe('br');
  }
  expect(hashed.filter((path) => files.get(path)!.headers['content-encoding'] === 'br').length).toBeGreaterThan(10);
  for (const path of files.keys()) {
    if (!HASHED.test(path)) expect(files.get(path)!.headers['cache-control'], `${path} (no hash in its name)`).toBe('no-cache');
  }
  for (const path of ['/remotes/shared/remoteEntry.js', '/remotes/public/remoteEntry.js', '/remotes/admin/remoteEntry.js', '/assets/shell.js']) {
    expect(files.has(path), `${path} was loaded`).toBe(true);
  }
});

test('each kind of file, asked for directly with and without compression', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const css = [...html.matchAll(/data-href="(\/assets\/[^"]+\.[0-9a-f]{8}\.css)"/g)].map((m) => m[1]!);
  const js = [...html.matchAll(/"(\/assets\/[^"]+\.[0-9a-f]{8}\.js)"/g)].map((m) => m[1]!);
  const manifest = (await (await request.get('/remotes/public/mf-manifest.json')).json()) as {
    exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const remote = manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.css.sync]).map((file) => `/remotes/public/${file}`);
  const samples = [...new Set([...css, ...js, ...remote])];
  expect(samples.filter((path) => path.endsWith('.css')).length).toBeGreaterThan(0);
  expect(samples.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(1);

  let compressed = 0;
  for (const path of samples) {
    expect(path, 'hashed name').toMatch(HASHED);
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    // The build does not compress files under 512 bytes.
    const small = (await plain.body()).length < 1024;
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = encoding === 'identity' ? plain : await request.get(path, { headers: { 'Accept-Encoding': encoding } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], `${path} (${encoding})`).toBe(YEAR);
      expect(response.headers()['content-type'], path).toMatch(path.endsWith('.css') ? /^text\/css/ : /javascript/);
      if (small && expected) continue;
      expect(response.headers()['content-encoding'], `${path} (${encoding})`).toBe(expected);
      if (expected) compressed += 1;
    }
  }
  expect(compressed).toBeGreaterThan(4);

  for (const path of REVALIDATED_FILES) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    if (path.endsWith('.js')) expect(response.headers()['content-encoding'], path).toBe('br');
  }
});

test('pages revalidate and come compressed', async ({ request }) => {
  for (const path of ['/', '/projects', '/services/development', '/contact', '/admin/login']) {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers()['content-encoding'], `${path} (${encoding})`).toBe(encoding);
      expect(response.headers()['vary'] ?? '', path).toMatch(/accept-encoding/i);
      expect(await response.text(), `${path} decodes to the page`).toMatch(/^<!doctype html>/i);
    }
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], `${path} (identity)`).toBeUndefined();
  }
});

async function etagOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['cache-control'], path).toBe('no-cache');
  const etag = response.headers()['etag'];
  expect(etag, `${path} has an ETag`).toBeTruthy();
  return etag!;
}

/** 304 with no body for the current ETag; 200 with the body for another. */
async function expectRevalidation(request: APIRequestContext, path: string, etag: string) {
  const fresh = await request.get(path, { headers: { 'If-None-Match': etag } });
  expect(fresh.status(), `${path} with its ETag`).toBe(304);
  expect((await fresh.body()).length, `${path}: a 304 has no body`).toBe(0);
  expect(fresh.headers()['etag']).toBe(etag);
  const stale = await request.get(path, { headers: { 'If-None-Match': 'W/"not-the-current-one"' } });
  expect(stale.status(), `${path} with another ETag`).toBe(200);
  expect(JSON.parse(await stale.text())).toBeTruthy();
}

test('public API reads answer with an ETag and 304 when unchanged', async ({ request }) => {
  const posts = (await (await request.get('/api/posts')).json()) as { id: number }[];
  for (const path of ['/api/posts', `/api/posts/${posts.at(-1)!.id}`, '/api/headers', '/api/team', '/api/mission-vision']) {
    const etag = await etagOf(request, path);
    await expectRevalidation(request, path, etag);
  }
});

test('a write changes the ETag of what it changed', async ({ request }) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  // Posts: the list and the post itself.
  const post = {
    title: `Cache Probe ${stamp}`,
    description: 'A post that tests the ETag.',
    category: 'Testing',
    image_url: '/uploads/demo/slide-3.webp',
    status: 'Pending',
  };
  const created = await request.post('/api/posts', { headers: auth, data: post });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const list = await etagOf(request, '/api/posts');
    const one = await etagOf(request, `/api/posts/${id}`);
    expect((await request.put(`/api/posts/${id}`, { headers: auth, data: { ...post, title: `Cache Probe renamed ${stamp}` } })).status()).toBe(200);
    expect((await request.get('/api/posts', { headers: { 'If-None-Match': list } })).status(), 'posts after the update').toBe(200);
    const changed = await request.get(`/api/posts/${id}`, { headers: { 'If-None-Match': one } });
    expect(changed.status(), 'the post after its update').toBe(200);
    expect(changed.headers()['etag']).not.toBe(one);
    expect(((await changed.json()) as { title: string }).title).toBe(`Cache Probe renamed ${stamp}`);
  } finally {
    expect((await request.delete(`/api/posts/${id}`, { headers: auth })).status()).toBe(204);
  }
  expect((await request.get(`/api/posts/${id}`)).status()).toBe(404);

  // Team and headers: a member and a slide of our own, added then removed.
  for (const [path, body] of [
    ['/api/team', { name: `Cache Probe ${stamp}`, position: 'Tester', image_url: '/uploads/demo/slide-1.webp' }],
    [
      '/api/headers',
      { title: `Cache Probe ${stamp}`, subtitle: 'Probe', description: 'A slide that tests the ETag.', image_url: '/uploads/demo/slide-1.webp' },
    ],
  ] as const) {
    const before = await etagOf(request, path);
    const added = await request.post(path, { headers: auth, data: body });
    expect(added.status(), `${path}: ${await added.text()}`).toBe(201);
    const { id: itemId } = (await added.json()) as { id: number };
    const afterAdd = await etagOf(request, path);
    expect(afterAdd, `${path} after a create`).not.toBe(before);
    expect((await request.get(path, { headers: { 'If-None-Match': before } })).status()).toBe(200);
    expect((await request.delete(`${path}/${itemId}`, { headers: auth })).status()).toBe(204);
    expect(await etagOf(request, path), `${path} after a delete`).not.toBe(afterAdd);
  }

  // Mission and vision: saving a statement (with the same words) is still a write.
  const statements = (await (await request.get('/api/mission-vision')).json()) as {
    id: number;
    title: string;
    icon: string | null;
    text: string;
    image_url: string | null;
  }[];
  const statement = statements[0]!;
  const before = await etagOf(request, '/api/mission-vision');
  const saved = await request.put('/api/mission-vision', {
    headers: auth,
    data: { id: statement.id, title: statement.title, icon: statement.icon, text: statement.text, image_url: statement.image_url },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(await etagOf(request, '/api/mission-vision'), 'mission-vision after a save').not.toBe(before);
});

test('uploaded and demo images are cached for a year', async ({ request }) => {
  const demo = await request.get('/uploads/demo/slide-1.webp');
  expect(demo.status()).toBe(200);
  expect(demo.headers()['cache-control']).toBe(YEAR);

  const token = await adminToken(request);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');
  const uploaded = await request.post('/api/uploads', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'cache-probe.png', mimeType: 'image/png', buffer: png }, upload_preset: 'site' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const { secure_url } = (await uploaded.json()) as { secure_url: string };
  const image = await request.get(secure_url);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toBe(YEAR);
});
