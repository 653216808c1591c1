// Skew between releases (docs/testing.md, "The skew suite"): each remote's previous release
// beside the new shell and the other new remotes, and each new remote beside the previous shell
// and the other previous remotes, run the smoke journeys (home, a project, contact send, admin
// sign-in and a post edit). The previous release is the front ends built from the commit before
// the last change to any of them (scripts/skew.mjs, cached per commit; `npm test` prepares it).
// A combination the contracts (or the singleton versions) call incompatible must show the
// unavailable view where that remote would be, and the rest must work.
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REPO_ROOT, startProduct, type RunningProduct } from '../support/product';
import { gotoHydrated, stubMapTiles } from '../support/public-site';
import { allowConsoleErrors, expect, test } from '../support/test';

const UNAVAILABLE = 'This section is temporarily unavailable';
const SENT = 'Thank you! Your message has been sent successfully.';
const REMOTES = { remote_shared: 'remote-shared', remote_public: 'remote-public', remote_admin: 'remote-admin' } as const;
type Remote = keyof typeof REMOTES;
type Side = 'previous' | 'new';

interface SkewScript {
  NoPreviousRelease: new (message: string) => Error;
  previousCommit(): { sha: string; why: string };
  preparePrevious(options: { sha: string; log?: (line: string) => void }): { dir: string; built: boolean };
}
const federation = createRequire(__filename);
/** A runtime federation module of a checkout: in federation/ now, in tools/federation/ in releases made before it moved. */
const federationModule = (checkout: string, file: string) =>
  federation(
    [path.join(checkout, 'federation', file), path.join(checkout, 'tools/federation', file)].find((candidate) => existsSync(candidate)) ??
      path.join(checkout, 'federation', file),
  );
const { contractGaps, describeGaps } = federationModule(REPO_ROOT, 'contracts.js') as {
  contractGaps(needs: unknown, exposes: unknown): unknown[];
  describeGaps(gaps: unknown[]): string;
};
/**
 * The shell's own rule of what it no longer gives old remotes (federation/contracts.js `hostGap`), if its release
 * has one. Releases made before the move keep that module in tools/federation/, so each known place is looked at
 * and a release without it has no rule.
 */
const CONTRACT_MODULES = ['federation/contracts.js', 'tools/federation/contracts.js'];
const hostGapOf = (side: Side) => {
  const module = CONTRACT_MODULES.map((file) => path.join(checkoutOf(side), file)).find((file) => existsSync(file));
  return module ? (federation(module) as { hostGap?: (contract: unknown) => string | null }).hostGap : undefined;
};
const { GUARDED_SINGLETONS, singletonMismatches } = federationModule(REPO_ROOT, 'singletons.js') as {
  GUARDED_SINGLETONS: string[];
  singletonMismatches(declared: Record<string, string>, provided: Record<string, string>): { name: string }[];
};

/** The previous release's checkout (scripts/skew.mjs), prepared once per worker (a lock keeps it to one build). */
let previous = '';
test.beforeAll(async () => {
  test.setTimeout(30 * 60_000); // a build of four front ends when the cache lacks the commit
  // A kept artifact instead: a checkout holding the previous release's builds (and what its page server needs).
  if (process.env.SKEW_PREVIOUS_DIR) {
    previous = path.resolve(process.env.SKEW_PREVIOUS_DIR);
    return;
  }
  const skew = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts/skew.mjs')).href)) as SkewScript;
  let sha = '';
  try {
    sha = skew.previousCommit().sha;
  } catch (error) {
    test.skip(error instanceof skew.NoPreviousRelease, (error as Error).message);
    throw error;
  }
  previous = skew.preparePrevious({ sha, log: () => {} }).dir;
});

const checkoutOf = (side: Side) => (side === 'new' ? REPO_ROOT : previous);
const distOf = (remote: Remote, side: Side) => path.join(checkoutOf(side), REMOTES[remote], 'dist');
const readJson = (file: string): Record<string, unknown> | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;

/** A digest of the files that make a build what it is (every chunk is named by its hash in them). */
function digest(dir: string, files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) if (existsSync(path.join(dir, file))) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}
const shellDigest = (side: Side) => digest(path.join(checkoutOf(side), 'shell/dist'), ['public/index.html', 'public/assets/shell.js', 'server/index.js']);
const remoteDigest = (remote: Remote, side: Side) => digest(distOf(remote, side), ['remoteEntry.js', 'server/index.js', 'contract.json']);

interface Combination {
  name: string;
  shell: Side;
  remotes: Record<Remote, Side>;
}
const all = (side: Side): Record<Remote, Side> => ({ remote_shared: side, remote_public: side, remote_admin: side });
const COMBINATIONS: Combination[] = (Object.keys(REMOTES) as Remote[]).flatMap((remote) => [
  { name: `the new shell with the previous ${REMOTES[remote]}`, shell: 'new' as const, remotes: { ...all('new'), [remote]: 'previous' } },
  { name: `the previous shell with the new ${REMOTES[remote]}`, shell: 'previous' as const, remotes: { ...all('previous'), [remote]: 'new' } },
]);
const fingerprint = (c: Pick<Combination, 'shell' | 'remotes'>) =>
  [shellDigest(c.shell), ...(Object.keys(REMOTES) as Remote[]).map((r) => remoteDigest(r, c.remotes[r]))].join(' ');

/**
 * What the shell refuses in a combination, by the same rules as the release script, the page
 * server and the shell: a remote built against other singleton versions than the shell's, or
 * needing what the served remote-shared does not export.
 */
function refusals(c: Combination): Partial<Record<Remote, string>> {
  const { dependencies = {} } = readJson(path.join(checkoutOf(c.shell), 'package.json')) as { dependencies?: Record<string, string> };
  const provided = Object.fromEntries(GUARDED_SINGLETONS.filter((name) => dependencies[name]).map((name) => [name, dependencies[name]!]));
  const shared = readJson(path.join(distOf('remote_shared', c.remotes.remote_shared), 'contract.json')) as { exposes?: unknown } | null;
  const refused: Partial<Record<Remote, string>> = {};
  for (const remote of Object.keys(REMOTES) as Remote[]) {
    const dist = distOf(remote, c.remotes[remote]);
    const manifest = readJson(path.join(dist, 'mf-manifest.json')) as { shared?: { name: string; requiredVersion?: string; version?: string }[] } | null;
    const declared = Object.fromEntries((manifest?.shared ?? []).map((s) => [s.name, s.requiredVersion || s.version || '']));
    if (singletonMismatches(declared, provided).length) refused[remote] = 'singleton versions';
    const contract = readJson(path.join(dist, 'contract.json')) as { name?: string; needs?: unknown } | null;
    const gaps = remote !== 'remote_shared' && contract && shared ? contractGaps(contract.needs, shared.exposes) : [];
    if (gaps.length) refused[remote] = describeGaps(gaps);
    // What the shell of this combination no longer gives a remote built for an older one (a shell without the rule gives it).
    const fromHost = contract ? hostGapOf(c.shell)?.(contract) : null;
    if (fromHost) refused[remote] = fromHost;
  }
  return refused;
}

async function home(page: Page, url: string) {
  await gotoHydrated(page, `${url}/`);
  await expect(page.getByRole('main').getByRole('heading', { name: /^Your Partner for/ })).toBeVisible();
}

async function project(page: Page, url: string) {
  const posts = (await (await page.request.get(`${url}/api/posts`)).json()) as { id: number; title: string }[];
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Projects' }).click();
  await expect(page).toHaveURL(`${url}/projects`);
  const card = page.getByRole('main').locator('a[href^="/projects/"]').first();
  const id = Number(/^\/projects\/(\d+)/.exec((await card.getAttribute('href')) ?? '')?.[1]);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}(\\?|$)`));
  await expect(page.getByRole('heading', { name: posts.find((post) => post.id === id)!.title })).toBeVisible();
}

async function contact(page: Page, url: string) {
  await stubMapTiles(page);
  await gotoHydrated(page, `${url}/contact`);
  await page.getByPlaceholder('Your Name *').fill('Skew Visitor');
  await page.getByPlaceholder('Your Email *').fill('skew.visitor@example.org');
  await page.getByPlaceholder('Your Message').fill('Sent through one release of the site talking to another.');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
}

async function signInAndEditAPost(page: Page, url: string) {
  const [post] = (await (await page.request.get(`${url}/api/posts`)).json()) as { title: string }[];
  await page.goto(`${url}/admin/login`);
  await page.getByRole('textbox', { name: /Email Address/ }).fill(ADMIN_EMAIL);
  await page.getByLabel(/Password/).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${url}/admin/dashboard/users`);
  await expect(page.getByRole('table', { name: 'Users' }).getByText(ADMIN_EMAIL)).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Posts', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${post!.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Post' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(`${post!.title} (skew)`);
  await dialog.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Post updated successfully' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** Where a refused remote would be: its unavailable view with Retry, never a blank page. */
async function fallback(page: Page, address: string) {
  await page.goto(address);
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
}

test.describe.configure({ mode: 'parallel' });

for (const combination of COMBINATIONS) {
  test.describe(combination.name, () => {
    let product: RunningProduct | undefined;
    let work = '';

    test.beforeAll(async () => {
      // A product of its own starts while the rest of the suite runs beside it.
      test.setTimeout(240_000);
      const mine = fingerprint(combination);
      const earlier = COMBINATIONS.slice(0, COMBINATIONS.indexOf(combination)).find((c) => fingerprint(c) === mine);
      test.skip(mine === fingerprint({ shell: 'new', remotes: all('new') }), 'the same builds as the new release (the rest of the suite runs it)');
      test.skip(mine === fingerprint({ shell: 'previous', remotes: all('previous') }), 'the same builds as the previous release');
      test.skip(Boolean(earlier), `the same builds as "${earlier?.name}"`);
      // Each remote a release root of its own naming the chosen build, as the page server follows one.
      work = mkdtempSync(path.join(os.tmpdir(), 'e2e-skew-'));
      const env: NodeJS.ProcessEnv = {};
      for (const remote of Object.keys(REMOTES) as Remote[]) {
        const side = combination.remotes[remote];
        const root = path.join(work, REMOTES[remote]);
        mkdirSync(root);
        symlinkSync(distOf(remote, side), path.join(root, side));
        writeFileSync(path.join(root, 'current.json'), JSON.stringify({ release: side, releasedAt: new Date().toISOString(), history: [] }));
        env[`REMOTE_${remote.slice('remote_'.length).toUpperCase()}_URL`] = path.join(root, 'current.json');
      }
      product = await startProduct(env, { checkout: checkoutOf(combination.shell), timeoutMs: 200_000 });
    });

    test.afterAll(async () => {
      await product?.stop();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    test('the smoke journeys work, and a remote the contracts refuse shows its unavailable view', async ({ page }) => {
      test.setTimeout(150_000);
      const url = product!.url;
      const refused = refusals(combination);
      test.info().annotations.push({ type: 'refused', description: JSON.stringify(refused) });
      if (Object.keys(refused).length) allowConsoleErrors(page, /is refused|\[shell\]|remote_(shared|public|admin)/);
      if (refused.remote_shared) {
        // Without remote-shared nothing renders in the browser: the shell's own page says so.
        await page.goto(`${url}/admin/login`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        return;
      }
      if (refused.remote_public) await test.step('public pages: the unavailable view', () => fallback(page, `${url}/`));
      else {
        await test.step('home', () => home(page, url));
        await test.step('a project', () => project(page, url));
        await test.step('contact send', () => contact(page, url));
      }
      if (refused.remote_admin) await test.step('back office: the unavailable view', () => fallback(page, `${url}/admin/login`));
      else await test.step('admin sign-in and a post edit', () => signInAndEditAPost(page, url));
    });
  });
}
