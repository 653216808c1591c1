import type { LinkedRemote } from '../remotes/remote-linker';
import { isBackOfficeLibrary } from './shell-files';

export interface PageAssets {
  /** Stylesheets to inline, by the address the browser would load them from. */
  css: { href: string; text: string }[];
  /** Scripts the first render needs, to preload in parallel rather than discover one by one. */
  js: string[];
  /**
   * Stylesheets the modules load later (a page's deferred blocks below the fold, the menu's panel),
   * linked by the page's loader after the first paint (by a `<noscript>` without scripts) rather
   * than inlined, so that the page's HTML fits the first round trip on a slow link
   * (docs/performance.md, "Page HTML in one round trip").
   */
  laterCss?: string[];
}

/** The remote_shared modules every public page renders with. */
export const CORE_SHARED = [
  'remote_shared/data',
  'remote_shared/content',
  'remote_shared/ui/core',
  'remote_shared/config',
  'remote_shared/seo',
  'remote_shared/i18n',
];

const cssCache = new Map<string, Promise<string | null>>();

function exposeOf(remote: LinkedRemote, modulePath: string) {
  return remote.manifest.exposes.find((expose) => expose.path === `./${modulePath}`);
}

/**
 * CSS and JS of the federated modules a page renders, read from each remote's mf-manifest.json.
 * `origin` makes addresses absolute when the remote shares the page's origin, because the browser's
 * CSS loader recognises an inlined sheet by its full address (`data-href`).
 */
export async function pageAssets(
  remotes: Map<string, LinkedRemote>,
  moduleIds: string[],
  origin: string,
  hostShared: ReadonlySet<string>,
  /** Modules whose lazily loaded CSS the page links for later (a page's deferred blocks): `laterCss`. */
  withAsyncCss: ReadonlySet<string> = new Set(),
  /** Which of a remote's own shared libraries the page preloads: public pages leave out the back office's (Redux). */
  wantsShared: (name: string) => boolean = (name) => !isBackOfficeLibrary(name),
): Promise<PageAssets> {
  const css: PageAssets['css'] = [];
  const js: string[] = [];
  const later: string[] = [];
  const seen = new Set<string>();
  const absolute = (remote: LinkedRemote, file: string) => new URL(file, new URL(remote.files.publicBase, origin)).href;
  // Each script once: remotes name the same shared library, and exposes the same chunks.
  const addJs = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    js.push(href);
  };
  for (const id of moduleIds) {
    const slash = id.indexOf('/');
    const remote = remotes.get(id.slice(0, slash));
    const expose = remote && exposeOf(remote, id.slice(slash + 1));
    if (!remote || !expose) continue;
    const entry = absolute(remote, 'remoteEntry.js');
    if (!seen.has(entry)) {
      addJs(entry);
      // Libraries the remote shares that the shell does not provide come from the remote itself.
      for (const shared of remote.manifest.shared ?? []) {
        if (hostShared.has(shared.name) || !wantsShared(shared.name)) continue;
        for (const file of shared.assets.js.sync) addJs(absolute(remote, file));
      }
    }
    for (const file of expose.assets.js.sync) addJs(absolute(remote, file));
    if (withAsyncCss.has(id)) later.push(...expose.assets.css.async.map((file) => absolute(remote, file)));
    for (const file of expose.assets.css.sync) {
      const href = absolute(remote, file);
      if (seen.has(href)) continue;
      seen.add(href);
      const key = `${remote.name}:${file}`;
      if (!cssCache.has(key))
        cssCache.set(
          key,
          remote.files.read(file).then((f) => (f ? f.body.toString('utf8') : null)),
        );
      const text = await cssCache.get(key)!;
      if (text !== null) css.push({ href, text });
    }
  }
  // A sheet some module needs at once is inlined, so it is not linked as well.
  const laterCss = [...new Set(later)].filter((href) => !seen.has(href));
  return laterCss.length ? { css, js, laterCss } : { css, js };
}

/**
 * The chunks of a catalogue's namespaces a page shows (`messages-<locale>-<namespace>.<hash>.js`,
 * tools/webpack/messages-loader.js), from the catalogue module's lazily loaded files, so the page
 * preloads them with its other scripts rather than discovering them (docs/i18n.md).
 */
export function namespaceFiles(
  remotes: Map<string, LinkedRemote>,
  catalogueId: string,
  locale: string,
  namespaces: readonly string[],
  origin: string,
): string[] {
  const slash = catalogueId.indexOf('/');
  const remote = remotes.get(catalogueId.slice(0, slash));
  const expose = remote && exposeOf(remote, catalogueId.slice(slash + 1));
  if (!remote || !expose) return [];
  const prefixes = namespaces.map((namespace) => `messages-${locale}-${namespace.replace('.', '-')}.`);
  return expose.assets.js.async
    .filter((file) => prefixes.some((prefix) => file.startsWith(prefix)))
    .map((file) => new URL(file, new URL(remote.files.publicBase, origin)).href);
}
