// The topology journeys of tests/topology.spec.ts against docker-compose.yml run for real (built
// and started by `npm run compose:test`, scripts/compose/test.mjs): every origin serves, the site
// renders from the page server, sign-in and an edit through the load balancer, a remote down shows
// the fallback, and releasing remote-public alone rebuilds and redeploys only its image, whose
// release joins the others on its release volume.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { COMPOSE_ORIGINS, compose, composeTopology, filesIn, serviceImage, sh, waitOrigin } from '../support/compose';
import { REPO_ROOT } from '../support/product';
import { expect, test } from '../support/test';
import { HERO_TITLE, acrossTheOrigins, changeText, fromHere, remoteAdminDown } from '../support/topology-journeys';

test.skip(process.env.COMPOSE_TEST_STACK !== '1', 'needs the stack `npm run compose:test` starts');

const site = COMPOSE_ORIGINS.shell;

test('(a) the public site and the admin work across the four origins', async ({ page }) => {
  await acrossTheOrigins(page, composeTopology);
});

/** A copy of the build context (what .dockerignore lets in and the Dockerfiles read). */
function copyContext(): string {
  const context = mkdtempSync(path.join(os.tmpdir(), 'compose-release-'));
  const skip = /[\\/](node_modules|dist|test-results|playwright-report|\.git)$/;
  for (const entry of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    '.dockerignore',
    'tsconfig.base.json',
    'tools',
    'scripts',
    'deploy',
    'remote-shared',
    'remote-public',
  ]) {
    cpSync(path.join(REPO_ROOT, entry), path.join(context, entry), { recursive: true, filter: (source) => !skip.test(source) });
  }
  for (const pkg of ['api', 'shell', 'remote-admin', 'e2e']) cpSync(path.join(REPO_ROOT, pkg, 'package.json'), path.join(context, pkg, 'package.json'));
  return context;
}

test('(b) releasing remote-public rebuilds and redeploys only its image, whose container adds its release to the volume and moves current.json; the previous release stays served; the shell stays byte-identical; rolling back is remote-release rollback or redeploying the previous image', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const config = parse(await compose('config')) as {
    services: Record<string, { image: string; build?: { dockerfile: string; target?: string; args?: Record<string, string> } }>;
  };
  const service = config.services['remote-public']!;
  const others = ['shell', 'shell-server', 'remote-shared', 'remote-admin', 'api-lb'];
  const before = Object.fromEntries(await Promise.all(others.map(async (name) => [name, await serviceImage(name)] as const)));
  const shellFiles = await filesIn('shell', '/usr/share/nginx/html');
  const previous = await serviceImage('remote-public');
  const release = `Release ${randomBytes(3).toString('hex')}`;
  const origin = fromHere(COMPOSE_ORIGINS['remote-public']);
  const current = async () => ((await fetch(`${origin}/current.json`, { cache: 'no-store' }).then((r) => r.json())) as { release: string }).release;
  const shows = async () => (await fetch(`${fromHere(site)}/`).then((r) => r.text())).includes(release);
  const releasedBefore = await current();
  const context = copyContext();
  try {
    expect(changeText(path.join(context, 'remote-public/src'), 'All rights reserved.', `All rights reserved. ${release}.`)).toBe(true);
    const ca = process.env.NODE_EXTRA_CA_CERTS;
    const args = [
      'build',
      '-f',
      path.join(context, service.build!.dockerfile.replace(`${REPO_ROOT}/`, '')),
      '-t',
      service.image,
      '--target',
      service.build!.target!,
    ];
    if (ca && existsSync(ca)) args.push('--secret', `id=npm_ca,src=${ca}`);
    for (const [name, value] of Object.entries(service.build!.args ?? {})) args.push('--build-arg', `${name}=${value}`);
    await sh('podman', [...args, context]);
    // The release: only remote-public's container is recreated, on the new image.
    await compose('up', '-d', '--no-deps', 'remote-public');
    await waitOrigin(COMPOSE_ORIGINS['remote-public'], true);
    expect((await serviceImage('remote-public')).image).not.toBe(previous.image);
    // The new container published its release onto the volume (deploy/nginx/remote-release.sh).
    await expect.poll(current, { timeout: 30_000 }).not.toBe(releasedBefore);
    const after = await current();
    // The release before stays on the volume: pages opened before the release still load its files.
    expect((await fetch(`${origin}/${releasedBefore}/remoteEntry.js`)).status).toBe(200);

    // The page server notices the new server bundle on the remote's origin by itself (REMOTE_REFRESH_MS).
    await expect
      .poll(async () => (await fetch(`${fromHere(site)}/`).then((r) => r.text())).includes(release), { timeout: 30_000, intervals: [500] })
      .toBe(true);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${site}/`);
    expect(await response!.text()).toContain(release);
    await expect(page.locator('footer')).toContainText(release);
    await expect(page.locator('#root')).toContainText(HERO_TITLE);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();

    // Nothing else was rebuilt or restarted, and not one file of the shell changed.
    for (const name of others) expect(await serviceImage(name), name).toEqual(before[name]);
    expect(await filesIn('shell', '/usr/share/nginx/html')).toBe(shellFiles);

    // A rollback on the volume, without an image: the pointer moves back and the page server follows.
    await compose('exec', '-T', 'remote-public', 'remote-release', 'rollback');
    expect(await current()).toBe(releasedBefore);
    await expect.poll(shows, { timeout: 30_000, intervals: [500] }).toBe(false);
    await compose('exec', '-T', 'remote-public', 'remote-release', 'rollback', after);
    await expect.poll(shows, { timeout: 30_000, intervals: [500] }).toBe(true);
  } finally {
    // Rolling back: the previous image under the service's name, redeployed alone.
    await sh('podman', ['tag', previous.image, service.image]);
    await compose('up', '-d', '--no-deps', 'remote-public');
    rmSync(context, { recursive: true, force: true });
  }
  await waitOrigin(COMPOSE_ORIGINS['remote-public'], true);
  expect((await serviceImage('remote-public')).image).toBe(previous.image);
  // Its release is on the volume already: the container moved the pointer back to it.
  await expect.poll(current, { timeout: 30_000 }).toBe(releasedBefore);
  await expect.poll(shows, { timeout: 30_000, intervals: [500] }).toBe(false);
});

test('(c) with remote-admin down every public page works and /admin shows the unavailable view; Retry recovers without a reload', async ({ page }) => {
  await remoteAdminDown(page, composeTopology);
});
