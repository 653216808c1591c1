import { promises as fs } from 'node:fs';
import path from 'node:path';

interface ChunkGroupFiles {
  js: string[];
  css: string[];
}

/** The shell's built files the page server needs: the HTML template, preloads and inlined CSS. */
export interface ShellFiles {
  template: string;
  /** Scripts a public page preloads: the bootstrap chunk and the shared libraries its first render uses. */
  preload: string[];
  /** Scripts a back-office page preloads: those, the store's chunk and the libraries only the back office uses. */
  backOfficePreload: string[];
  /** The shell's stylesheets by address, inlined into every page. */
  css: Map<string, string>;
  /** Libraries the shell provides to the remotes. */
  shared: Set<string>;
}

/** Shared libraries no page's first render uses: toasts appear in the back office after an action. */
const NOT_AT_FIRST_RENDER = new Set(['react-toastify']);
/** Redux and what it is made of: only the back office's store uses them (docs/performance.md, "First-load JavaScript"). */
const REDUX_LIBRARIES = new Set(['react-redux', 'redux', 'redux-thunk', 'reselect', 'immer']);

/** A shared library only the back office loads: public pages never preload it. */
export const isBackOfficeLibrary = (name: string) =>
  NOT_AT_FIRST_RENDER.has(name) || REDUX_LIBRARIES.has(name) || name === '@reduxjs/toolkit' || name.startsWith('@reduxjs/toolkit/');

async function readShellFiles(dir: string): Promise<ShellFiles> {
  const [template, groupsText, manifestText] = await Promise.all([
    fs.readFile(path.join(dir, 'index.html'), 'utf8'),
    fs.readFile(path.join(dir, 'shell-assets.json'), 'utf8'),
    fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8'),
  ]);
  const groups = JSON.parse(groupsText) as Record<string, ChunkGroupFiles>;
  const manifest = JSON.parse(manifestText) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
  const bootstrap = groups.bootstrap ?? { js: [], css: [] };
  const filesOf = (wanted: (name: string) => boolean) => manifest.shared.filter((s) => wanted(s.name)).flatMap((s) => s.assets.js.sync);
  const publicJs = filesOf((name) => !isBackOfficeLibrary(name));
  const backOfficeJs = [...filesOf((name) => !NOT_AT_FIRST_RENDER.has(name)), ...(groups['admin-store']?.js ?? [])];
  const preload = [...new Set([...bootstrap.js, ...publicJs])].map((file) => `/${file}`);
  const backOfficePreload = [...new Set([...bootstrap.js, ...backOfficeJs])].map((file) => `/${file}`);
  const css = new Map<string, string>();
  for (const file of [...(groups.shell?.css ?? []), ...bootstrap.css]) {
    css.set(`/${file}`, await fs.readFile(path.join(dir, file), 'utf8'));
  }
  return { template, preload, backOfficePreload, css, shared: new Set(manifest.shared.map((s) => s.name)) };
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
