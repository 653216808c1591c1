import { promises as fs } from 'node:fs';
import path from 'node:path';

interface ChunkGroupFiles {
  js: string[];
  css: string[];
}

/** The shell's built files the page server needs: the HTML template, preloads and inlined CSS. */
export interface ShellFiles {
  template: string;
  /** Scripts to preload: the bootstrap chunk and the shared libraries the first render uses. */
  preload: string[];
  /** The shell's stylesheets by address, inlined into every page. */
  css: Map<string, string>;
  /** Libraries the shell provides to the remotes. */
  shared: Set<string>;
}

/** Shared libraries only the back office uses; public pages never load them. */
const NOT_AT_FIRST_RENDER = new Set(['react-toastify']);

async function readShellFiles(dir: string): Promise<ShellFiles> {
  const [template, groupsText, manifestText] = await Promise.all([
    fs.readFile(path.join(dir, 'index.html'), 'utf8'),
    fs.readFile(path.join(dir, 'shell-assets.json'), 'utf8'),
    fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8'),
  ]);
  const groups = JSON.parse(groupsText) as Record<string, ChunkGroupFiles>;
  const manifest = JSON.parse(manifestText) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
  const bootstrap = groups.bootstrap ?? { js: [], css: [] };
  const sharedJs = manifest.shared.filter((s) => !NOT_AT_FIRST_RENDER.has(s.name)).flatMap((s) => s.assets.js.sync);
  const preload = [...new Set([...bootstrap.js, ...sharedJs])].map((file) => `/${file}`);
  const css = new Map<string, string>();
  for (const file of [...(groups.shell?.css ?? []), ...bootstrap.css]) {
    css.set(`/${file}`, await fs.readFile(path.join(dir, file), 'utf8'));
  }
  return { template, preload, css, shared: new Set(manifest.shared.map((s) => s.name)) };
}

/** Reads the shell's files once, and again when its build changes (checked at most once a second). */
export function shellFilesLoader(dir: string) {
  let cached: { files: ShellFiles; stamp: number } | null = null;
  let lastCheck = 0;
  return async (): Promise<ShellFiles> => {
    const now = Date.now();
    if (cached && now - lastCheck < 1000) return cached.files;
    lastCheck = now;
    // webpack leaves unchanged files alone, so any of the three may be the one that changed.
    const stats = await Promise.all(['index.html', 'shell-assets.json', 'mf-manifest.json'].map((f) => fs.stat(path.join(dir, f))));
    const stamp = Math.max(...stats.map((stat) => stat.mtimeMs));
    if (!cached || cached.stamp !== stamp) cached = { files: await readShellFiles(dir), stamp };
    return cached.files;
  };
}
