import { createHash, randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RemoteHealth, RuntimeConfig } from 'remote_shared/config';
import { SITE_NAME } from '../../remote-shared/src/config/site-name';
// One Accept-Encoding parser, the API's too (plain logic; the module imports nothing).
import { acceptedEncoding } from '../../remote-shared/src/schemas/accept-encoding';
import { PUBLIC_ROUTES_MODULE, isAdminPath } from '../src/app/route-table';
import { fallbackFor, matchPage, modulesForPath, pageNamespaces, redirectFor, splitLocale } from '../src/app/route-modules';
import { REMOTE_DIRS, REMOTE_PATHS, REPO_ROOT, type WebConfig } from './config';
import { contractVerdicts } from './contract-verdicts';
import { headTags, renderDocument } from './html';
import { pageLanguages } from './page-languages';
import { LOGIN_PATH, LOGIN_PREPAINT_CSS, loginPrepaintHtml } from './login-prepaint';
import { namespaceFiles, pageAssets, type PageAssets } from './page-assets';
import { httpPointer, isReleasePointer, localPointer, type ReleasePointer } from './release-pointer';
import { RemoteLinker, type LinkedRemote, type RemoteSource } from './remote-linker';
import { remoteCodeOrigin } from './remote-origin';
import { dirFiles, httpFiles, type RemoteFiles } from './remote-files';
import type { PostedForm } from 'remote_shared/config';
import { publicRoutesOf, renderPage, type RenderedPage } from './render-page';
import { requestTarget } from './request-target';
import { shellFilesLoader } from './shell-files';
import { robotsTxt, sitemapXml } from './seo-files';
import { VISITOR_HEADER } from './server-fetch';
// RELEASES_HEADER: which code a page runs (the shell's build, each remote's release); the service
// worker keys its caches by it, so a release or a rollback replaces what it keeps at once.
import { OFFLINE_PATH, RELEASES_HEADER } from '../sw/protocol';

export interface WebPluginOptions {
  config: WebConfig;
  /** Node's require (not the bundler's): remote bundles get React and the other singletons from it. */
  hostRequire: (request: string) => unknown;
  serverFetch: typeof fetch;
  /** The API's content-change signal (one process); pages rendered with old data are dropped. */
  contentEvents?: EventEmitter;
}

/** The remote_shared modules every public page renders with. */
const CORE_SHARED = ['remote_shared/data', 'remote_shared/content', 'remote_shared/ui/core', 'remote_shared/config', 'remote_shared/seo', 'remote_shared/i18n'];
// With preCompressed, @fastify/static names the .br/.gz file it sends, so those count too.
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|svg)(\.br|\.gz)?$/;
const MAX_CACHED_PAGES = 300;
/** Resources no public page shows (the API's names): their writes keep the rendered pages. */
const NEVER_ON_PUBLIC_PAGES: ReadonlySet<string> = new Set(['contacts', 'users']);
/** The contact form posted without scripts (docs/security.md): a 5,000-character message in any script fits. */
const FORM_BODY_LIMIT = 128 * 1024;
const CONTACT_PATH = '/contact';
/** The contact form's hidden token field as React renders it empty (remote-public's contact-form.tsx). */
const FORM_TOKEN_FIELD = 'name="form_token" value=""';
/** What a token is made of (base 36 time, a dot, base64url signature): safe inside an attribute. */
const FORM_TOKEN_SHAPE = /^[0-9a-z]{1,12}\.[\w-]{1,64}$/;

/** The visitor's browser asks to save data (`Save-Data: on`): the page offers the smallest images (docs/performance.md). */
const savesData = (request: FastifyRequest) => /^\s*on\b/i.test(String(request.headers['save-data'] ?? ''));

/**
 * The offline page the service worker keeps (docs/offline.md): remote-public's page module, at an
 * address of the page server's own, so it is in no route table, sitemap or menu.
 */
const OFFLINE_MODULE = 'remote_public/pages/offline';
/** The service worker when SERVICE_WORKER=false: it empties the offline caches and unregisters itself. */
const SERVICE_WORKER_REMOVER =
  "self.addEventListener('install',function(){self.skipWaiting()});" +
  "self.addEventListener('activate',function(e){e.waitUntil(caches.keys().then(function(k){return Promise.all(k.filter(function(n){return n.indexOf('offline-')===0}).map(function(n){return caches.delete(n)}))}).then(function(){return self.registration.unregister()}))});";

const REMOTE_NAMES = ['remote_shared', 'remote_public', 'remote_admin'] as const;
type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where each remote is configured: a remoteEntry.js address, or a release root's current.json. */
function remoteLocations(config: WebConfig): Record<RemoteName, string> {
  return { remote_shared: config.REMOTE_SHARED_URL, remote_public: config.REMOTE_PUBLIC_URL, remote_admin: config.REMOTE_ADMIN_URL };
}

/** `entries`: the remoteEntry.js each remote is loaded from (a release root's resolved to its current release). */
export function runtimeConfigFrom(config: WebConfig, entries: Partial<Record<RemoteName, string>> = {}): RuntimeConfig {
  return {
    remotes: { ...remoteLocations(config), ...entries },
    apiBaseUrl: config.PUBLIC_API_URL,
    upload: { url: config.UPLOAD_URL, preset: config.UPLOAD_PRESET, withToken: config.UPLOAD_WITH_TOKEN },
    site: { ...config.siteOverrides, ...(config.SITE_URL ? { siteUrl: config.SITE_URL } : {}) },
  };
}

/**
 * A release root's pointer (docs/decisions/0099-the-pointer-is-named-where-a-remote-is-configured.md): over http(s) as it is; otherwise a
 * file on this machine (relative to the repository), whose releases are served at /remotes/<name>/.
 */
function releasePointer(config: WebConfig, name: RemoteName, location: string, warn: (message: string) => void): ReleasePointer {
  if (/^https?:\/\//.test(location)) {
    return httpPointer(location, config.REMOTE_REFRESH_MS, (files, base) => guardedFiles(files, `${base}remoteEntry.js`, config.REMOTE_HTTP_ALLOW, name, warn));
  }
  // A local folder is re-read every second, as a local dist/ is checked (docs/configuration.md, "Page server").
  return localPointer(path.resolve(REPO_ROOT, location), REMOTE_PATHS[name]!, 1000);
}

/** Where the page server reads a remote's build: its folder on one origin, else its own address. */
function remoteFiles(config: WebConfig, name: string, entry: string, warn: (message: string) => void): RemoteFiles {
  if (/^https?:\/\//.test(entry)) return guardedFiles(httpFiles(entry, new URL('.', entry).href), entry, config.REMOTE_HTTP_ALLOW, name, warn);
  return dirFiles(REMOTE_DIRS[name]!, new URL('.', new URL(entry, 'http://same-origin')).pathname);
}

/** How long a verdict on a remote's address is kept (its host name may resolve elsewhere later). */
const ORIGIN_CHECK_MS = 60_000;

/**
 * A remote's files, read only when its address passes `remoteCodeOrigin`. Refused, the remote
 * reads as absent: its pages are then rendered in the browser, and the reason is logged once.
 */
function guardedFiles(files: RemoteFiles, entry: string, allowHosts: string[], name: string, warn: (message: string) => void): RemoteFiles {
  let verdict: { at: number; allowed: Promise<boolean> } | undefined;
  let warned = false;
  const allowed = () => {
    if (!verdict || Date.now() - verdict.at > ORIGIN_CHECK_MS) {
      verdict = {
        at: Date.now(),
        allowed: remoteCodeOrigin(entry, allowHosts).then((v) => {
          if (!v.allowed && !warned) {
            warned = true;
            warn(`${name}: not loading its server bundle from ${entry}: ${v.reason}. Its pages render in the browser instead.`);
          }
          return v.allowed;
        }),
      };
    }
    return verdict.allowed;
  };
  return {
    publicBase: files.publicBase,
    validator: async (file) => ((await allowed()) ? files.validator(file) : null),
    read: async (file) => ((await allowed()) ? files.read(file) : null),
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A new connection's first round trip carries about 14,600 bytes; a page over it waits one more
 * round trip, 300 ms on 3G (docs/performance.md, "Page HTML in one round trip"). The allowance is
 * the response's headers.
 */
const ONE_ROUND_TRIP_BODY = 14_600 - 1_300;

/**
 * Pages differ per request (the CSP nonce), so they are compressed per response, quickly: quality 6
 * costs what 5 does (about 3 ms for the home page) and is about 1 % smaller. A page that would still
 * need a second round trip (the home page in Kiswahili or French, whose texts are longer) is
 * compressed again at quality 10: about 18 ms more for about 6 % fewer bytes, which brings it back
 * under (docs/performance.md, "With three languages").
 */
async function compress(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(html, { level: 6 });
  const quality = (level: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
  const quick = await brotli(html, quality(6));
  return quick.length <= ONE_ROUND_TRIP_BODY ? quick : brotli(html, quality(10));
}

/** Hashed files never change: cache them for a year. Entries, manifests and bundles revalidate. */
function cacheHeaders(reply: FastifyReply, file: string) {
  const cache = HASHED.test(file)
    ? 'public, max-age=31536000, immutable'
    : file.endsWith('favicon.svg')
      ? 'public, max-age=86400'
      : 'no-cache';
  reply.header('Cache-Control', cache);
  // A file named by its content is never revalidated, so its ETag would only add bytes to every
  // script of a first load (docs/performance.md, "First-load JavaScript").
  if (HASHED.test(file)) reply.removeHeader('ETag');
}

export const webPlugin = fp<WebPluginOptions>(
  async (app: FastifyInstance, { config, hostRequire, serverFetch, contentEvents }) => {
    // The server-side copies of remote_shared read the same configuration as the browser's.
    (globalThis as { __RUNTIME_CONFIG__?: RuntimeConfig }).__RUNTIME_CONFIG__ = runtimeConfigFrom(config);
    const siteName = typeof config.siteOverrides.name === 'string' ? config.siteOverrides.name : SITE_NAME;
    const shellFiles = shellFilesLoader(config.SHELL_DIST);
    const warn = (message: string) => app.log.warn(message);
    const locations = remoteLocations(config);
    const pointers = new Map<RemoteName, ReleasePointer>();
    for (const name of REMOTE_NAMES) if (isReleasePointer(locations[name])) pointers.set(name, releasePointer(config, name, locations[name], warn));
    // A plain build folder or address per remote, made once and shared by the linker, the contracts
    // and /health, so an address's origin verdict (and its one warning) is cached in one place.
    const plain = new Map<RemoteName, RemoteFiles>();
    const plainFiles = (name: RemoteName) => plain.get(name) ?? plain.set(name, remoteFiles(config, name, locations[name], warn)).get(name)!;
    const sourceOf = (name: RemoteName): RemoteSource => pointers.get(name) ?? plainFiles(name);
    const linker = new RemoteLinker(
      { remote_shared: sourceOf('remote_shared'), remote_public: sourceOf('remote_public') },
      config.REMOTE_PUBLIC_URL.startsWith('http') ? config.REMOTE_REFRESH_MS : 1000,
      hostRequire,
    );

    /**
     * The runtime configuration a page goes out with. A server-rendered page names the releases it
     * was rendered with (`remotes`), so its hydration loads exactly those, whatever the pointers
     * say by the time the browser asks; other remotes are resolved from their pointers now.
     */
    async function runtimeConfigFor(remotes: Map<string, LinkedRemote> | null): Promise<{ config: RuntimeConfig; releases: Record<string, string> }> {
      const entries: Partial<Record<RemoteName, string>> = {};
      const releases: Record<string, string> = {};
      const files: Partial<Record<RemoteName, RemoteFiles>> = {};
      for (const name of REMOTE_NAMES) {
        const pointer = pointers.get(name);
        const linked = remotes?.get(name);
        if (!pointer) {
          files[name] = linked?.files ?? plainFiles(name);
          continue;
        }
        const release = linked?.release ?? (await pointer.current().catch(() => null));
        if (!release) {
          // Never read yet: an address that fails, so the browser's boundary says the remote is unavailable.
          entries[name] = `${/^https?:\/\//.test(pointer.root) ? `${pointer.root}/` : REMOTE_PATHS[name]}remoteEntry.js`;
          continue;
        }
        releases[name] = release;
        files[name] = linked?.files ?? pointer.filesOf(release);
        entries[name] = `${files[name].publicBase}remoteEntry.js`;
      }
      const refused = await verdictsFor(files, releases.remote_shared ?? null);
      return { config: { ...runtimeConfigFrom(config, entries), ...(Object.keys(refused).length ? { refused } : {}) }, releases };
    }

    // Contracts are compared per combination of builds, re-read as often as the builds are checked
    // (every second on this machine, every REMOTE_REFRESH_MS from other origins), not on every page.
    const contractEveryMs = Object.values(locations).some((location) => /^https?:\/\//.test(location)) ? Math.max(1000, config.REMOTE_REFRESH_MS) : 1000;
    let verdicts: { key: string; at: number; value: Promise<Record<string, string>> } | null = null;
    function verdictsFor(files: Partial<Record<RemoteName, RemoteFiles>>, sharedRelease: string | null) {
      const key = REMOTE_NAMES.map((name) => files[name]?.publicBase ?? '').join(' ');
      if (!verdicts || verdicts.key !== key || Date.now() - verdicts.at > contractEveryMs) {
        verdicts = { key, at: Date.now(), value: contractVerdicts(files, sharedRelease).catch(() => ({})) };
      }
      return verdicts.value;
    }

    // Rendered pages, kept until the content or a remote changes (the HTML around them is per request).
    // The inbox and the users are never on a public page: a message sent, read or archived, or a
    // user edited, leaves them in place (docs/performance.md, "Rendered pages"). Anything else,
    // and the timer's change with no name when the API runs apart, empties the cache.
    const pages = new Map<string, Promise<RenderedPage>>();
    contentEvents?.on('change', (resource?: string) => {
      if (resource === undefined || !NEVER_ON_PUBLIC_PAGES.has(resource)) pages.clear();
    });

    await app.register(fastifyStatic, {
      root: path.join(config.SHELL_DIST, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      cacheControl: false,
      // The ETag revalidates the files that keep their names; Last-Modified and Accept-Ranges only add
      // bytes to every script of a first load (docs/performance.md, "First-load JavaScript").
      lastModified: false,
      acceptRanges: false,
      setHeaders: cacheHeaders,
    });
    app.get('/favicon.svg', (_request, reply) => reply.sendFile('favicon.svg', config.SHELL_DIST));
    if (config.SERVE_REMOTES) {
      for (const [name, dir] of Object.entries(REMOTE_DIRS)) {
        // A release root on this machine is served whole: /remotes/<name>/<release>/…
        const pointer = pointers.get(name as RemoteName);
        await app.register(fastifyStatic, {
          root: pointer && !/^https?:\/\//.test(pointer.root) ? pointer.root : dir,
          prefix: REMOTE_PATHS[name],
          decorateReply: false,
          preCompressed: true,
          cacheControl: false,
          lastModified: false,
          acceptRanges: false,
          setHeaders: (reply, file) => {
            cacheHeaders(reply, file);
            // Other origins may load a remote (a shell deployed elsewhere).
            reply.header('Access-Control-Allow-Origin', '*');
          },
        });
      }
    }

    app.get('/runtime-config.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return (await runtimeConfigFor(await linker.current().catch(() => null))).config;
    });
    /** For operators (docs/releases.md, "What runs"): which release of each remote runs, and when it was built. */
    app.get('/health', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const remotes = await linker.current().catch(() => null);
      const { config: runtime, releases } = await runtimeConfigFor(remotes);
      const report: Record<string, RemoteHealth> = {};
      for (const name of REMOTE_NAMES) {
        const linked = remotes?.get(name);
        const release = linked?.release ?? releases[name] ?? null;
        const facts = await buildFactsOf(name, release ?? undefined);
        report[name] = {
          release,
          version: facts.version,
          sha: facts.sha,
          builtAt: linked?.builtAt ?? facts.builtAt,
          // The address browsers load it from: its origin is where that remote is served.
          entry: runtime.remotes[name] ?? null,
          linked: Boolean(linked),
          api: facts.api,
          refused: runtime.refused?.[name] ?? null,
        };
      }
      return reply.code(remotes ? 200 : 503).send({ status: remotes ? 'ok' : 'remotes unavailable', remotes: report });
    });

    /**
     * What a remote's build says about itself: a release's release.json (scripts/release.mjs), else
     * the manifest's package version and file time; a plain build folder has no git sha.
     */
    async function buildFactsOf(name: RemoteName, release: string | undefined): Promise<{ version: string | null; sha: string | null; builtAt: string | null; api: string | null }> {
      const pointer = pointers.get(name);
      const files = pointer && release ? pointer.filesOf(release) : plainFiles(name);
      const parse = (body: Buffer | undefined): Record<string, unknown> => {
        try {
          return body ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
        } catch {
          return {};
        }
      };
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      const info = pointer && release ? parse((await files.read('release.json').catch(() => null))?.body) : {};
      const manifestFile = await files.read('mf-manifest.json').catch(() => null);
      const contract = parse((await files.read('contract.json').catch(() => null))?.body);
      const buildInfo = (parse(manifestFile?.body).metaData as { buildInfo?: { buildVersion?: unknown } } | undefined)?.buildInfo;
      return {
        version: text(info.version) ?? text(buildInfo?.buildVersion),
        sha: text(info.sha),
        builtAt: text(info.builtAt) ?? manifestFile?.modifiedAt ?? null,
        api: text(contract.api),
      };
    }
    app.get('/robots.txt', (request, reply) => {
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache');
      return robotsTxt(config.SITE_URL || originOf(request));
    });
    app.get('/sitemap.xml', async (request, reply) => {
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache');
      return sitemapXml(config.SITE_URL || originOf(request), publicRoutesOf(await linker.current()), serverFetch);
    });

    function originOf(request: FastifyRequest) {
      return `${request.protocol}://${request.host}`;
    }

    function nonceOf(request: FastifyRequest): string {
      const existing = (request as FastifyRequest & { cspNonce?: string }).cspNonce;
      return existing || randomBytes(16).toString('base64');
    }

    async function sendDocument(
      request: FastifyRequest,
      reply: FastifyReply,
      page: {
        rendered: RenderedPage | null;
        assets: PageAssets;
        noindex?: boolean;
        posted?: PostedForm;
        status?: number;
        formToken?: string;
        personal?: boolean;
        saveData?: boolean;
        static?: boolean;
        /** HTML the browser paints until the scripts draw the page themselves (not hydrated): the sign-in form. */
        prepaint?: { html: string; title: string };
        /** Files the service worker keeps with the page for later use offline (a route's `later`). */
        keepLater?: string[];
      },
      /** The linked remotes the page was rendered with: the browser must load the same releases. */
      remotes: Map<string, LinkedRemote> | null = null,
    ) {
      const shell = await shellFiles();
      const { config: runtimeConfig, releases } = await runtimeConfigFor(remotes);
      const { canonical: pathname } = requestTarget(request.url);
      const meta = page.rendered?.meta ?? (page.noindex ? { title: page.prepaint?.title ?? 'Admin', description: 'Back office', noindex: true } : null);
      const shellCss = [...shell.css].map(([href, text]) => ({ href, text }));
      const assets = { css: [...shellCss, ...page.assets.css], js: [] };
      const languages = page.rendered && remotes ? pageLanguages(publicRoutesOf(remotes), pathname, meta?.path) : undefined;
      const head = headTags({ meta, siteName, canonicalBase: config.SITE_URL || originOf(request), pathname, assets, languages: languages?.tags });
      const html = renderDocument({
        template: shell.template,
        head,
        html: page.prepaint?.html ?? (await withFormToken(page.rendered?.html ?? '', page.formToken)),
        ssr: Boolean(page.rendered),
        paintFirst: Boolean(page.prepaint),
        nonce: nonceOf(request),
        runtimeConfig,
        releases,
        data: page.rendered?.data,
        posted: page.posted,
        // Hydration renders the images the server chose.
        saveData: page.rendered ? Boolean(page.saveData) : undefined,
        // A public page preloads no Redux; the back office's pages preload its store (docs/performance.md, "First-load JavaScript").
        scripts: [...(isAdminPath(pathname) ? shell.backOfficePreload : shell.preload), ...page.assets.js],
        lang: languages?.lang,
        static: page.static,
        serviceWorker: config.SERVICE_WORKER,
        keepLater: page.keepLater,
        laterCss: page.assets.laterCss,
      });
      reply.header(RELEASES_HEADER, releasesKey(shell, releases));
      if (page.noindex || page.personal) reply.header('X-Robots-Tag', 'noindex');
      // A private page is kept by no cache, and its address (a signed link) goes to no other site.
      if (page.personal) reply.header('Referrer-Policy', 'no-referrer');
      reply
        .code(page.status ?? page.rendered?.meta?.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', page.personal ? 'no-store' : 'no-cache')
        .header('Vary', 'Accept-Encoding, Save-Data');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('Content-Encoding', encoding).send(await compress(html, encoding));
    }

    /**
     * A rendered page is cached and shared, so the contact form's token (when the form was opened,
     * docs/inbox.md "Spam") goes into each copy as it is sent: the one the visitor posted when the
     * page answers their post, else a fresh one. Without a token the form still works.
     */
    async function withFormToken(html: string, posted: string | undefined): Promise<string> {
      const at = html.indexOf(FORM_TOKEN_FIELD);
      if (at === -1) return html;
      let token = posted && FORM_TOKEN_SHAPE.test(posted) ? posted : '';
      if (!token) {
        try {
          const response = await serverFetch('/api/contacts/form-token');
          const body = response.ok ? ((await response.json()) as { token?: unknown }) : {};
          if (typeof body.token === 'string' && FORM_TOKEN_SHAPE.test(body.token)) token = body.token;
        } catch {
          // The API is unreachable: the page goes without a token.
        }
      }
      return `${html.slice(0, at)}name="form_token" value="${token}"${html.slice(at + FORM_TOKEN_FIELD.length)}`;
    }

    /** The shell's build (its entry chunks are content-hashed) and the remotes' release ids, in one line. */
    const shellIds = new WeakMap<object, string>();
    function releasesKey(shell: Awaited<ReturnType<typeof shellFiles>>, releases: Record<string, string>): string {
      if (!shellIds.has(shell)) shellIds.set(shell, createHash('sha256').update(shell.template).update(shell.preload.join(' ')).digest('hex').slice(0, 12));
      const remotes = Object.keys(releases).sort().map((name) => `${name}=${releases[name]}`);
      return [`shell=${shellIds.get(shell)}`, ...remotes].join(' ');
    }

    // The service worker is served from the root so that it may control every page; it is
    // revalidated on every visit, as browsers do for a worker (docs/offline.md).
    app.get('/sw.js', async (_request, reply) => {
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache');
      if (!config.SERVICE_WORKER) return reply.send(SERVICE_WORKER_REMOVER);
      return reply.sendFile('sw.js', config.SHELL_DIST);
    });

    /**
     * The branded page shown offline for an address the visitor has not seen: the site's header and
     * footer around a short note, with no script (it stands in for any address). Kept by the
     * service worker per release, never indexed.
     */
    app.get(OFFLINE_PATH, async (request, reply) => {
      try {
        const remotes = await linker.current();
        const routes = publicRoutesOf(remotes);
        const table = { ...routes, pages: [...routes.pages, { path: OFFLINE_PATH, module: OFFLINE_MODULE }] };
        const url = new URL(OFFLINE_PATH, 'http://page');
        const rendered = await renderPage(remotes, url, serverFetch, undefined, false, table);
        const { shared } = await shellFiles();
        // The layout's styles with the page's (the header and footer), inlined like every page's.
        const pageModules = modulesForPath(table, OFFLINE_PATH);
        const assets = await pageAssets(remotes, [...CORE_SHARED, ...pageModules], originOf(request), shared, new Set(pageModules));
        return await sendDocument(request, reply, { rendered, assets, noindex: true, static: true }, remotes);
      } catch (error) {
        // A remote_public released before the offline page: the worker keeps its built-in note instead.
        request.log.warn({ err: error }, 'the offline page could not be rendered');
        return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
      }
    });

    // Each link of the remotes, numbered: a cached page belongs to the link it was rendered with.
    const linkIds = new WeakMap<Map<string, LinkedRemote>, number>();
    let links = 0;
    const linkIdOf = (remotes: Map<string, LinkedRemote>) => {
      if (!linkIds.has(remotes)) linkIds.set(remotes, (links += 1));
      return linkIds.get(remotes)!;
    };

    /** Renders with the remotes the caller linked, so the page and the releases it names agree. */
    async function render(url: URL, remotes: Map<string, LinkedRemote>, saveData: boolean): Promise<{ rendered: RenderedPage; hit: boolean }> {
      const key = `${linkIdOf(remotes)}:${saveData ? 'save-data:' : ''}${url.pathname}${url.search}`;
      let page = pages.get(key);
      const hit = page !== undefined;
      if (!page) {
        if (pages.size >= MAX_CACHED_PAGES) pages.clear();
        page = renderPage(remotes, url, serverFetch, undefined, saveData);
        pages.set(key, page);
        // A page rendered while the API failed is served once, never reused.
        page.then((rendered) => rendered.complete || pages.delete(key), () => pages.delete(key));
      }
      return { rendered: await page, hit };
    }

    /**
     * The contact form when the visitor's scripts are not running: the fields arrive as a plain
     * form post and go to the API as the scripts would send them, on the visitor's behalf (their
     * address, so its limits apply to them). Accepted: POST then redirect, to the page saying so.
     * Refused: the page itself, with what was typed and why (never in an address or a log).
     */
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      const sendContact = async (request: FastifyRequest, reply: FastifyReply, page: string) => {
        const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
        const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
        const values = { name: text('name'), email_address: text('email'), message: text('message'), website: text('website') };
        const formToken = text('form_token').slice(0, 200) || undefined;
        let status = 0;
        let issues: { path: string; message: string }[] = [];
        try {
          const response = await serverFetch('/api/contacts', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [VISITOR_HEADER]: request.ip },
            body: JSON.stringify({ ...values, website: values.website || undefined, form_token: formToken }),
          });
          status = response.status;
          if (status === 400) issues = ((await response.json()) as { issues?: typeof issues }).issues ?? [];
        } catch (error) {
          request.log.warn({ err: error }, 'contact form post: the API could not be reached');
        }
        if (status === 201) return reply.redirect(`${page}?sent=1`, 303);
        const errors = Object.fromEntries(issues.filter((i) => i.path !== 'website').map((i) => [i.path, i.message]));
        const { website: _trap, ...shown } = values;
        const posted: PostedForm = { form: 'contact', values: shown, errors, failed: Object.keys(errors).length === 0 };
        return handlePage(request, reply, posted, status === 429 ? 429 : 400, formToken);
      };
      scope.post(CONTACT_PATH, { bodyLimit: FORM_BODY_LIMIT }, (request, reply) => sendContact(request, reply, CONTACT_PATH));
      // The contact page in another language posts to its own address and comes back to it (docs/i18n.md).
      scope.post(`/:locale${CONTACT_PATH}`, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
        const page = `/${(request.params as { locale: string }).locale}${CONTACT_PATH}`;
        const routes = publicRoutesOf(await linker.current());
        if (splitLocale(routes, page).locale === 'en') return reply.code(404).send({ message: 'Not found' });
        return sendContact(request, reply, page);
      });
    });

    /**
     * The sign-in page paints its form from this HTML, styled by the design tokens of the linked
     * remote_shared (docs/performance.md, "The sign-in page"); the back office draws its own in its
     * place when its scripts have run. Without the tokens (remote_shared cannot be linked) the page
     * is the plain back-office document, as every other admin address.
     */
    async function sendLoginPage(request: FastifyRequest, reply: FastifyReply) {
      let assets: PageAssets = { css: [], js: [] };
      try {
        const { shared } = await shellFiles();
        const remotes = await linker.current();
        // The painted card wears ui/core's stylesheet (the tokens), but the back office draws with
        // remote_shared/ui, which holds ui/core's primitives too: its code is the one preloaded, so
        // ui/core's is not downloaded for nothing (docs/performance.md, "The sign-in page").
        const tokens = await pageAssets(remotes, ['remote_shared/ui/core'], originOf(request), shared);
        const code = await pageAssets(remotes, ['remote_shared/ui', 'remote_shared/api'], originOf(request), shared, new Set(), () => true);
        assets = { css: tokens.css, js: code.js };
      } catch (error) {
        request.log.warn({ err: error }, 'remote_shared unavailable; the sign-in page is drawn by its scripts alone');
      }
      if (!assets.css.length) return sendDocument(request, reply, { rendered: null, assets: { css: [], js: [] }, noindex: true });
      const css = [...assets.css, { href: '/prepaint/admin-login.css', text: LOGIN_PREPAINT_CSS }];
      // remote_shared's code is requested with the shell's, not discovered after it.
      return sendDocument(request, reply, { rendered: null, assets: { css, js: assets.js }, noindex: true, prepaint: { html: loginPrepaintHtml(config.siteOverrides), title: 'Admin Login' } });
    }

    async function handlePage(request: FastifyRequest, reply: FastifyReply, posted?: PostedForm, postedStatus?: number, formToken?: string) {
      const { pathname, search, canonical } = requestTarget(request.url);
      if (canonical !== pathname) return reply.redirect(`${canonical}${search}`, 301);
      // Safe now: the path starts with exactly one slash, so the base's host is kept.
      const url = new URL(`${pathname}${search}`, 'http://page');
      if (pathname === LOGIN_PATH) return sendLoginPage(request, reply);
      if (isAdminPath(pathname)) return sendDocument(request, reply, { rendered: null, assets: { css: [], js: [] }, noindex: true });
      let remotes;
      try {
        remotes = await linker.current();
      } catch (error) {
        // remote_public cannot be linked: the browser renders what it can (its boundaries say the rest).
        request.log.error({ err: error }, 'remotes unavailable; serving the client-rendered shell');
        return sendDocument(request, reply, { rendered: null, assets: { css: [], js: [] } });
      }
      const routes = publicRoutesOf(remotes);
      const redirect = redirectFor(routes, pathname);
      if (redirect) return reply.redirect(`${redirect}${url.search}`, 301);
      const matched = matchPage(routes, pathname);
      if (!matched) return reply.redirect(fallbackFor(routes, pathname), 302);
      // A private page (a preview through a signed link, docs/workflow.md "Preview") is one person's.
      const personal = matched.page.private === true;
      const saveData = savesData(request);
      try {
        // A page answering a posted form, or a private page, is the visitor's own: rendered for them, never cached.
        const { rendered, hit } = posted || personal ? { rendered: await renderPage(remotes, url, serverFetch, posted, saveData), hit: false } : await render(url, remotes, saveData);
        // RFC 9211: whether this page came from the page server's rendered pages (operators, and the e2e suite, read it).
        reply.header('Cache-Status', `page-server; ${hit ? 'hit' : posted || personal ? 'fwd=bypass' : 'fwd=miss'}`);
        const { shared } = await shellFiles();
        const pageModules = modulesForPath(routes, pathname);
        // A page's blocks below the fold hydrate later, but their styles are needed from the first paint.
        // The route table comes as the remote's own chunk, preloaded with the page's scripts and cached
        // across pages, rather than inlined in every page (docs/performance.md, "The icon in the page").
        const assets = await pageAssets(remotes, [...CORE_SHARED, PUBLIC_ROUTES_MODULE, ...pageModules], originOf(request), shared, new Set(pageModules));
        // The messages the page shows in its language come with it (docs/i18n.md, "Interface strings").
        const { locale } = splitLocale(routes, pathname);
        const catalogue = routes.messages?.[locale as 'en'];
        if (catalogue) assets.js.push(...namespaceFiles(remotes, catalogue, locale, pageNamespaces(routes, pathname, (id) => RemoteLinker.module(remotes, id)), originOf(request)));
        // Not loaded by the page now, so not preloaded: named for the offline worker only (docs/offline.md, "The first visit").
        const later = matched.page.later?.length ? (await pageAssets(remotes, matched.page.later, originOf(request), shared)).js.filter((file) => !assets.js.includes(file)) : [];
        return await sendDocument(request, reply, { rendered, assets, posted, status: postedStatus, formToken, personal, saveData, keepLater: later }, remotes);
      } catch (error) {
        // The browser can still build the page itself: serve the shell without server rendering.
        request.log.error({ err: error }, 'server rendering failed; serving the client-rendered shell');
        return sendDocument(request, reply, { rendered: null, assets: { css: [], js: [] }, posted, status: postedStatus, personal }, remotes);
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const { pathname } = requestTarget(request.url);
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,5}$/i.test(pathname);
      const reserved = /^\/(api|uploads|assets|remotes)(\/|$)/.test(pathname);
      if (wantsPage && !reserved) return handlePage(request, reply);
      return reply.code(404).send({ message: 'Not found' });
    });
  },
  { name: 'web-pages' },
);
