import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RuntimeConfig } from 'remote_shared/config';
import { FALLBACK_PATH, REDIRECTS, isAdminPath } from '../src/app/route-table';
import { matchPage, modulesForPath } from '../src/app/route-modules';
import { REMOTE_DIRS, REMOTE_PATHS, type WebConfig } from './config';
import { headTags, renderDocument } from './html';
import { pageAssets, type PageAssets } from './page-assets';
import { RemoteLinker } from './remote-linker';
import { dirFiles, httpFiles, type RemoteFiles } from './remote-files';
import { renderPage, type RenderedPage } from './render-page';
import { shellFilesLoader } from './shell-files';
import { robotsTxt, sitemapXml } from './seo-files';

export interface WebPluginOptions {
  config: WebConfig;
  /** Node's require (not the bundler's): remote bundles get React and the other singletons from it. */
  hostRequire: (request: string) => unknown;
  serverFetch: typeof fetch;
  /** The API's content-change signal (one process); pages rendered with old data are dropped. */
  contentEvents?: EventEmitter;
}

/** The remote_shared modules every public page renders with. */
const CORE_SHARED = ['remote_shared/api', 'remote_shared/ui/core', 'remote_shared/config', 'remote_shared/seo'];
// With preCompressed, @fastify/static names the .br/.gz file it sends, so those count too.
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|svg)(\.br|\.gz)?$/;
const MAX_CACHED_PAGES = 300;

export function runtimeConfigFrom(config: WebConfig): RuntimeConfig {
  return {
    remotes: {
      remote_shared: config.REMOTE_SHARED_URL,
      remote_public: config.REMOTE_PUBLIC_URL,
      remote_admin: config.REMOTE_ADMIN_URL,
    },
    apiBaseUrl: config.PUBLIC_API_URL,
    upload: { url: config.UPLOAD_URL, preset: config.UPLOAD_PRESET, withToken: config.UPLOAD_WITH_TOKEN },
    site: { ...config.siteOverrides, ...(config.SITE_URL ? { siteUrl: config.SITE_URL } : {}) },
  };
}

/** Where the page server reads a remote's build: its folder on one origin, else its own address. */
function remoteFiles(config: WebConfig, name: string, entry: string): RemoteFiles {
  if (/^https?:\/\//.test(entry)) return httpFiles(entry, new URL('.', entry).href);
  return dirFiles(REMOTE_DIRS[name]!, new URL('.', new URL(entry, 'http://same-origin')).pathname);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Pages differ per request (the CSP nonce), so they are compressed per response, quickly. */
function compress(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
    : gzip(html, { level: 6 });
}

function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  return /\bgzip\b/.test(accept) ? 'gzip' : null;
}

/** Hashed files never change: cache them for a year. Entries, manifests and bundles revalidate. */
function cacheHeaders(reply: FastifyReply, file: string) {
  const cache = HASHED.test(file)
    ? 'public, max-age=31536000, immutable'
    : file.endsWith('favicon.svg')
      ? 'public, max-age=86400'
      : 'no-cache';
  reply.header('Cache-Control', cache);
}

export const webPlugin = fp<WebPluginOptions>(
  async (app: FastifyInstance, { config, hostRequire, serverFetch, contentEvents }) => {
    const runtimeConfig = runtimeConfigFrom(config);
    // The server-side copies of remote_shared read the same configuration as the browser's.
    (globalThis as { __RUNTIME_CONFIG__?: RuntimeConfig }).__RUNTIME_CONFIG__ = runtimeConfig;
    const siteName = typeof config.siteOverrides.name === 'string' ? config.siteOverrides.name : 'Savanna Digital Consult';
    const shellFiles = shellFilesLoader(config.SHELL_DIST);
    const linker = new RemoteLinker(
      {
        remote_shared: remoteFiles(config, 'remote_shared', config.REMOTE_SHARED_URL),
        remote_public: remoteFiles(config, 'remote_public', config.REMOTE_PUBLIC_URL),
      },
      config.REMOTE_PUBLIC_URL.startsWith('http') ? config.REMOTE_REFRESH_MS : 1000,
      hostRequire,
    );

    // Rendered pages, kept until the content or a remote changes (the HTML around them is per request).
    const pages = new Map<string, Promise<RenderedPage>>();
    contentEvents?.on('change', () => pages.clear());

    await app.register(fastifyStatic, {
      root: path.join(config.SHELL_DIST, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
    app.get('/favicon.svg', (_request, reply) => reply.sendFile('favicon.svg', config.SHELL_DIST));
    if (config.SERVE_REMOTES) {
      for (const [name, dir] of Object.entries(REMOTE_DIRS)) {
        await app.register(fastifyStatic, {
          root: dir,
          prefix: REMOTE_PATHS[name],
          decorateReply: false,
          preCompressed: true,
          cacheControl: false,
          setHeaders: (reply, file) => {
            cacheHeaders(reply, file);
            // Other origins may load a remote (a shell deployed elsewhere).
            reply.header('Access-Control-Allow-Origin', '*');
          },
        });
      }
    }

    app.get('/runtime-config.json', (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return runtimeConfig;
    });
    app.get('/robots.txt', (request, reply) => {
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache');
      return robotsTxt(config.SITE_URL || originOf(request));
    });
    app.get('/sitemap.xml', async (request, reply) => {
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache');
      return sitemapXml(config.SITE_URL || originOf(request), serverFetch);
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
      page: { rendered: RenderedPage | null; assets: PageAssets; noindex?: boolean },
    ) {
      const shell = await shellFiles();
      const url = new URL(request.url, 'http://page');
      const meta = page.rendered?.meta ?? (page.noindex ? { title: 'Admin', description: 'Back office', noindex: true } : null);
      const shellCss = [...shell.css].map(([href, text]) => ({ href, text }));
      const assets = { css: [...shellCss, ...page.assets.css], js: [] };
      const head = headTags({ meta, siteName, canonicalBase: config.SITE_URL || originOf(request), pathname: url.pathname, assets });
      const html = renderDocument({
        template: shell.template,
        head,
        html: page.rendered?.html ?? '',
        ssr: Boolean(page.rendered),
        nonce: nonceOf(request),
        runtimeConfig,
        state: page.rendered?.state,
        scripts: [...shell.preload, ...page.assets.js],
      });
      if (page.noindex) reply.header('X-Robots-Tag', 'noindex');
      reply
        .code(page.rendered?.meta?.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('Content-Encoding', encoding).send(await compress(html, encoding));
    }

    async function render(url: URL): Promise<RenderedPage> {
      const remotes = await linker.current();
      const key = `${linker.version}:${url.pathname}${url.search}`;
      let page = pages.get(key);
      if (!page) {
        if (pages.size >= MAX_CACHED_PAGES) pages.clear();
        page = renderPage(remotes, url, serverFetch);
        pages.set(key, page);
        // A page rendered while the API failed is served once, never reused.
        page.then((rendered) => rendered.complete || pages.delete(key), () => pages.delete(key));
      }
      return page;
    }

    async function handlePage(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, 'http://page');
      const { pathname } = url;
      if (pathname.length > 1 && pathname.endsWith('/')) return reply.redirect(`${pathname.replace(/\/+$/, '')}${url.search}`, 301);
      const redirect = REDIRECTS[pathname];
      if (redirect) return reply.redirect(`${redirect}${url.search}`, 301);
      if (isAdminPath(pathname)) return sendDocument(request, reply, { rendered: null, assets: { css: [], js: [] }, noindex: true });
      if (!matchPage(pathname)) return reply.redirect(FALLBACK_PATH, 302);
      try {
        const remotes = await linker.current();
        const rendered = await render(url);
        const { shared } = await shellFiles();
        const pageModules = modulesForPath(pathname);
        // A page's blocks below the fold hydrate later, but their styles are needed from the first paint.
        const assets = await pageAssets(remotes, [...CORE_SHARED, ...pageModules], originOf(request), shared, new Set(pageModules));
        return await sendDocument(request, reply, { rendered, assets });
      } catch (error) {
        // The browser can still build the page itself: serve the shell without server rendering.
        request.log.error({ err: error }, 'server rendering failed; serving the client-rendered shell');
        return sendDocument(request, reply, { rendered: null, assets: { css: [], js: [] } });
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const { pathname } = new URL(request.url, 'http://page');
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,5}$/i.test(pathname);
      const reserved = /^\/(api|uploads|assets|remotes)(\/|$)/.test(pathname);
      if (wantsPage && !reserved) return handlePage(request, reply);
      return reply.code(404).send({ message: 'Not found' });
    });
  },
  { name: 'web-pages' },
);
