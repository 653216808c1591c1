// The production topology (docs/containers.md) — four front-end origins on nginx, the page server
// without the embedded API, two API instances behind nginx, PostgreSQL and Redis — started
// natively by scripts/topology.mjs (the same services as docker-compose.yml) on free ports, a
// fresh database and a Redis prefix of its own.
import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_EMAIL, REPO_ROOT } from '../support/product';
import { expect, test } from '../support/test';
import { hashTree, localCluster, missingPrerequisite, run, startTestTopology, type TestTopology } from '../support/topology';
import { HERO_TITLE, acrossTheOrigins, changeText, fromHere, login, remoteAdminDown, testIp } from '../support/topology-journeys';

let topology: TestTopology | undefined;

test.beforeAll(async () => {
  const reason = await missingPrerequisite();
  test.skip(reason !== null, reason ?? '');
  test.setTimeout(120_000);
  topology = await startTestTopology();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await topology?.teardown();
  topology = undefined;
});

const site = () => topology!.origins.shell;

test('(a) the public site and the admin work across the four origins', async ({ page }) => {
  await acrossTheOrigins(page, topology!);
});

test('(b) releasing remote-public alone moves its pointer: new pages get the new release, the previous one stays served, the shell stays byte-identical; a rollback moves back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const shellBefore = hashTree(path.join(REPO_ROOT, 'shell/dist'));
  const release = `Release ${randomBytes(3).toString('hex')}`;
  const origin = fromHere(topology!.origins['remote-public']);
  const current = async () => ((await fetch(`${origin}/current.json`, { cache: 'no-store' }).then((r) => r.json())) as { release: string }).release;
  const before = await current();
  // A sibling of remote-public, so its ../tools and ../tsconfig.base.json resolve as in the repository.
  const copy = path.join(REPO_ROOT, `.topology-release-${randomBytes(4).toString('hex')}`);
  try {
    cpSync(path.join(REPO_ROOT, 'remote-public'), copy, {
      recursive: true,
      filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
    });
    const changed = changeText(path.join(copy, 'src'), 'All rights reserved.', `All rights reserved. ${release}.`);
    expect(changed, 'remote-public shows "All rights reserved." somewhere in src/').toBe(true);
    await run(process.execPath, [path.join(REPO_ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], copy);

    // A new folder in remote-public's release root, and its current.json moved to it.
    expect(topology!.release('remote-public', path.join(copy, 'dist'))).toBe(before);
    const after = await current();
    expect(after).not.toBe(before);
    // The page server notices the pointer by itself (REMOTE_REFRESH_MS) and relinks.
    await expect.poll(async () => (await fetch(`${site()}/`).then((r) => r.text())).includes(release), { timeout: 30_000, intervals: [250] }).toBe(true);
    const health = (await fetch(`http://127.0.0.1:${topology!.ports['shell-server']}/health`).then((r) => r.json())) as {
      remotes: Record<string, { release: string; entry: string }>;
    };
    expect(health.remotes.remote_public).toMatchObject({ release: after, entry: `${topology!.origins['remote-public']}/${after}/remoteEntry.js` });

    const page = await browser.newPage();
    const errors: string[] = [];
    const entries: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => request.url().endsWith('/remoteEntry.js') && entries.push(request.url()));
    const response = await page.goto(`${site()}/`);
    expect(await response!.text()).toContain(release);
    await expect(page.locator('footer')).toContainText(release);
    await expect(page.locator('#root')).toContainText(HERO_TITLE);
    // The page is the server's HTML: its scripts start after it paints, so wait for the entry's
    // request itself rather than for a quiet network (docs/decisions/0125-two-checks-wait-for-the-scripts-instead-of-for-a-quiet.md).
    await expect.poll(() => entries, { timeout: 15_000 }).toContain(`${topology!.origins['remote-public']}/${after}/remoteEntry.js`);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();

    // The release before it is still served whole, so a page opened before the release loads its chunks.
    expect((await fetch(`${origin}/${before}/remoteEntry.js`)).status).toBe(200);
    // Not one file of the shell's build changed.
    expect(hashTree(path.join(REPO_ROOT, 'shell/dist'))).toEqual(shellBefore);
  } finally {
    topology!.rollback('remote-public', before);
    rmSync(copy, { recursive: true, force: true });
  }
  // Back on the release before, as the later tests expect.
  expect(await current()).toBe(before);
  await expect.poll(async () => (await fetch(`${site()}/`).then((r) => r.text())).includes(release), { timeout: 30_000, intervals: [250] }).toBe(false);
});

test('(c) with remote-admin down every public page works and /admin shows the unavailable view; Retry recovers without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await remoteAdminDown(page, topology!);
});

test("(g) with the page server down, the shell's origin renders in the browser and follows each remote's current.json", async ({ page }) => {
  test.setTimeout(120_000);
  const { origins } = topology!;
  const current = async (name: 'remote-shared' | 'remote-public') =>
    ((await fetch(`${fromHere(origins[name])}/current.json`, { cache: 'no-store' }).then((r) => r.json())) as { release: string }).release;
  const expected = [
    `${origins['remote-shared']}/${await current('remote-shared')}/remoteEntry.js`,
    `${origins['remote-public']}/${await current('remote-public')}/remoteEntry.js`,
  ];
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await topology!.setPageServer(false);
  try {
    const response = await page.goto(`${site()}/`);
    // nginx's page for the browser to render (no server rendering), with the configuration of its environment.
    expect(await response!.text()).not.toContain('data-ssr="1"');
    expect(((await (await page.request.get(`${site()}/runtime-config.json`)).json()) as { remotes: Record<string, string> }).remotes.remote_public).toBe(
      `${origins['remote-public']}/current.json`,
    );
    await expect(page.getByRole('main').getByRole('heading', { name: /^Your Partner for/ })).toBeVisible();
    await expect(page.locator('footer')).toContainText('All rights reserved.');
    for (const entry of expected) expect(requested).toContain(entry);
  } finally {
    await topology!.setPageServer(true);
  }
  await expect.poll(async () => (await fetch(`${site()}/`).then((r) => r.text())).includes('data-ssr="1"'), { timeout: 30_000 }).toBe(true);
});

test('(d) a token issued by one API instance works on the other', async () => {
  const [first, second] = topology!.apiInstances as [string, string];
  const ip = testIp();
  for (const [issuer, verifier] of [
    [first, second],
    [second, first],
  ] as const) {
    const response = await login(issuer, ip);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const me = await fetch(`${verifier}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email_address: string }).email_address).toBe(ADMIN_EMAIL);
  }
});

test('(e) failed-login throttling counts across both instances', async () => {
  const instances = topology!.apiInstances;
  const email = `guess-${randomBytes(4).toString('hex')}@example.com`;
  const ip = testIp();
  // Ten failures, alternating instances: each would allow ten on its own.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await login(instances[attempt % 2]!, ip, email, 'wrong-password-1');
    expect(response.status, `attempt ${attempt + 1}`).toBe(401);
  }
  for (const instance of instances) {
    const response = await login(instance, ip, email, 'wrong-password-1');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  }
});

test('(f) restarting PostgreSQL while the site is in use loses no committed write, and the API recovers by itself', async () => {
  test.setTimeout(120_000);
  const port = Number(new URL(topology!.databaseUrl).port || 5432);
  const cluster = localCluster(port);
  test.skip(!cluster || process.getuid?.() !== 0, `restarting PostgreSQL needs root and a local Debian cluster on port ${port}`);
  const lb = topology!.origins['api-lb'];
  const { token } = (await (await login(lb, testIp())).json()) as { token: string };
  const existing = (await fetch(`${lb}/api/posts`).then((r) => r.json())) as { image_url: string }[];
  const batch = randomBytes(3).toString('hex');
  const committed: { id: number; title: string }[] = [];
  let failed = 0;
  let restarted = false;
  let afterRestart = 0;

  const write = async (n: number) => {
    const title = `Durability ${batch} #${n}`;
    try {
      const response = await fetch(`${lb}/api/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title, description: 'Written while PostgreSQL restarts.', category: 'Test', image_url: existing[0]!.image_url }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 201) {
        committed.push({ id: ((await response.json()) as { id: number }).id, title });
        if (restarted) afterRestart += 1;
      } else failed += 1;
    } catch {
      failed += 1;
    }
  };

  const restart = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await run('pg_ctlcluster', [cluster!.version, cluster!.name, 'restart'], REPO_ROOT);
    restarted = true;
  })();
  let n = 0;
  const deadline = Date.now() + 60_000;
  // Keep writing through the restart until the API has taken ten writes after it.
  while (Date.now() < deadline && (!restarted || afterRestart < 10)) {
    n += 1;
    await write(n);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await restart;
  expect(afterRestart, `writes accepted after the restart (${failed} failed during it)`).toBeGreaterThanOrEqual(10);
  expect(committed.length - afterRestart, 'writes accepted before the restart').toBeGreaterThan(0);
  test.info().annotations.push({ type: 'writes', description: `${committed.length} answered 201, ${failed} refused while PostgreSQL restarted` });

  // Every write that was answered 201 is there, read through each instance.
  for (const instance of topology!.apiInstances) {
    const posts = (await fetch(`${instance}/api/posts`).then((r) => r.json())) as { id: number; title: string }[];
    const titles = new Set(posts.map((post) => post.title));
    for (const { title } of committed) expect(titles.has(title), `${title} read from ${instance}`).toBe(true);
    const health = await fetch(`${instance}/api/health`);
    expect(health.status).toBe(200);
  }
  for (const { id, title } of committed.slice(0, 5)) {
    const post = (await fetch(`${lb}/api/posts/${id}`).then((r) => r.json())) as { title: string };
    expect(post.title).toBe(title);
  }
});
