// Valid pages. Every public page in every language (the sitemap's addresses: each route and each
// project in English, Kiswahili and French) and the sign-in page, as served, pass the Nu HTML
// Checker (the `vnu-jar` package, run on this machine's Java) with no error (docs/testing.md,
// "Valid HTML"). Without Java the journey fails and says what to install; it never skips.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';

/** The checker's jar, as the `vnu-jar` package ships it. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
const JAVA = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin/java') : 'java';
const INSTALL_JAVA = 'the Nu HTML Checker needs Java 17 or newer: sudo apt-get install -y openjdk-17-jre-headless (or point JAVA_HOME at one)';

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The Java major version, or null when there is none to run. */
function javaMajor(): number | null {
  const run = spawnSync(JAVA, ['-version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  const version = /version "(\d+)(?:\.(\d+))?/.exec(run.stderr)?.slice(1).map(Number);
  if (!version) return null;
  return version[0] === 1 ? version[1]! : version[0]!;
}

test('every public page in every language and the sign-in page pass the Nu HTML Checker with no errors', async ({ request }) => {
  test.slow(); // some seventy pages, then one run of the checker over all of them
  const major = javaMajor();
  expect(major, INSTALL_JAVA).not.toBeNull();
  expect(major!, INSTALL_JAVA).toBeGreaterThanOrEqual(17);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // Each route and each language are in it (a sitemap that lost them would check nothing).
  for (const route of ['/', '/sw', '/fr', '/contact', '/sw/contact', '/fr/contact', '/projects', '/fr/services/ict']) expect(paths).toContain(route);
  expect(paths.filter((p) => /^\/(sw\/|fr\/)?projects\/\d+$/.test(p)).length, 'the projects in every language').toBeGreaterThanOrEqual(3);
  paths.push('/admin/login');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-pages-'));
  try {
    const files = new Map<string, string>();
    for (const [i, pagePath] of paths.entries()) {
      const response = await request.get(pagePath, { maxRedirects: 0 });
      // A project deleted by another journey since the sitemap was read is the only page that may be missing.
      if (response.status() === 404 && /\/projects\/\d+$/.test(pagePath)) continue;
      expect(response.status(), pagePath).toBe(200);
      expect(response.headers()['content-type'], pagePath).toMatch(/^text\/html/);
      const file = path.join(dir, `${String(i).padStart(3, '0')}.html`);
      writeFileSync(file, await response.body());
      files.set(`file:${file}`, pagePath);
    }
    expect(files.size).toBeGreaterThan(30);

    // A page made invalid on purpose goes with them: the checker must report it, so a run that
    // read nothing, or output this test misreads, cannot pass.
    const broken = path.join(dir, 'broken.html');
    writeFileSync(broken, '<!doctype html><html lang="en"><head><title>x</title></head><body><time>soon</time></body></html>');

    // One JVM for every page: the checker reads the folder.
    const run = spawnSync(JAVA, ['-jar', VNU_JAR, '--format', 'json', '--skip-non-html', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.error, String(run.error)).toBeUndefined();
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    // Warnings (`info` with subType warning) are advice; an error or a fatal one fails the page.
    const failing = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
    expect(failing.filter((m) => m.url === `file:${broken}`).length, 'the page made invalid is reported').toBeGreaterThan(0);
    const errors = failing
      .filter((m) => m.url !== `file:${broken}`)
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`);
    expect(errors, `the checker's errors on ${files.size} pages`).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
