import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RuntimeConfig } from 'remote_shared/config';
import { SITE_NAME } from '../../remote-shared/src/config/site-name';
// One Accept-Encoding parser, the API's too (plain logic; the module imports nothing).
import { acceptedEncoding } from '../../remote-shared/src/schemas/accept-encoding';
import { FALLBACK_PATH, isAdminPath } from '../src/app/route-table';
import { matchPage, modulesForPath } from '../src/app/route-modules';
import { REMOTE_DIRS, REMOTE_PATHS, type WebConfig } from './config';
import { headTags, renderDocument } from './html';
import { pageAssets, type PageAssets } from './page-assets';
import { RemoteLinker } from './remote-linker';
import { remoteCodeOrigin } from './remote-origin';
import { dirFiles, httpFiles, type RemoteFiles } from './remote-files';
import type { PostedForm } from 'remote_shared/config';
import { publicRoutesOf, renderPage, type RenderedPage } from './render-page';
import { requestTarget } from './request-target';
import { shellFilesLoader } from './shell-files';
import { robotsTxt, sitemapXml } from './seo-files';
import { VISITOR_HEADER } from './server-fetch';

export interface WebPluginOptions {
  config: WebConfig;
  /** Node's require (not the bundler's): remote bundles get React and the other singletons from it. */
  hostRequire: (request: string) => unknown;
  serverFetch: typeof fetch;
  /** The API's content-change signal (one process); pages rendered with old data are dropped. */
  contentEvents?: EventEmitter;
}

/** The remote_shared modules every public page renders with. */
const CORE_SHARED = ['remote_shared/api', 'remote_shared/content', 'remote_shared/ui/core', 'remote_shared/config', 'remote_shared/seo'];
// With preCompressed, @fastify/static names the .br/.gz file it sends, so those count too.
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|svg)(\.br|\.gz)?$/;
const MAX_CACHED_PAGES = 300;
/** The contact form posted without scripts (docs/security.md): a 5,000-character message in any script fits. */
const FORM_BODY_LIMIT = 128 * 1024;
const CONTACT_PATH = '/contact';
/** The contact form's hidden token field as React renders it empty (remote-public's contact-form.tsx). */
const FORM_TOKEN_FIELD = 'name="form_token" value=""';
/** What a token is made of (base 36 time, a dot, base64url signature): safe inside an attribute. */
const FORM_TOKEN_SHAPE = /^[0-9a-z]{1,12}\.[\w-]{1,64}$/;

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

/** Pages differ per request (the CSP nonce), so they are compressed per response, quickly. */
function compress(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
    : gzip(html, { level: 6 });
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
    const siteName = typeof config.siteOverrides.name === 'string' ? config.siteOverrides.name : SITE_NAME;
    const shellFiles = shellFilesLoader(config.SHELL_DIST);
    const linker = new RemoteLinker(
      {
        remote_shared: remoteFiles(config, 'remote_shared', config.REMOTE_SHARED_URL, (message) => app.log.warn(message)),
        remote_public: remoteFiles(config, 'remote_public', config.REMOTE_PUBLIC_URL, (message) => app.log.warn(message)),
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
      page: { rendered: RenderedPage | null; assets: PageAssets; noindex?: boolean; posted?: PostedForm; status?: number; formToken?: string },
    ) {
      const shell = await shellFiles();
      const { canonical: pathname } = requestTarget(request.url);
      const meta = page.rendered?.meta ?? (page.noindex ? { title: 'Admin', description: 'Back office', noindex: true } : null);
      const shellCss = [...shell.css].map(([href, text]) => ({ href, text }));
      const assets = { css: [...shellCss, ...page.assets.css], js: [] };
      const head = headTags({ meta, siteName, canonicalBase: config.SITE_URL || originOf(request), pathname, assets });
      const html = renderDocument({
        template: shell.template,
        head,
        html: await withFormToken(page.rendered?.html ?? '', page.formToken),
        ssr: Boolean(page.rendered),
        nonce: nonceOf(request),
        runtimeConfig,
        state: page.rendered?.state,
        routes: page.rendered?.routes,
        posted: page.posted,
        scripts: [...shell.preload, ...page.assets.js],
      });
      if (page.noindex) reply.header('X-Robots-Tag', 'noindex');
      reply
        .code(page.status ?? page.rendered?.meta?.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding');
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
      scope.post(CONTACT_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
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
        if (status === 201) return reply.redirect(`${CONTACT_PATH}?sent=1`, 303);
        const errors = Object.fromEntries(issues.filter((i) => i.path !== 'website').map((i) => [i.path, i.message]));
        const { website: _trap, ...shown } = values;
        const posted: PostedForm = { form: 'contact', values: shown, errors, failed: Object.keys(errors).length === 0 };
        return handlePage(request, reply, posted, status === 429 ? 429 : 400, formToken);
      });
    });

    async function handlePage(request: FastifyRequest, reply: FastifyReply, posted?: PostedForm, postedStatus?: number, formToken?: string) {
      const { pathname, search, canonical } = requestTarget(request.url);
      if (canonical !== pathname) return reply.redirect(`${canonical}${search}`, 301);
      // Safe now: the path starts with exactly one slash, so the base's host is kept.
      const url = new URL(`${pathname}${search}`, 'http://page');
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
      const redirect = routes.redirects[pathname];
      if (redirect) return reply.redirect(`${redirect}${url.search}`, 301);
      if (!matchPage(routes, pathname)) return reply.redirect(FALLBACK_PATH, 302);
      try {
        // A page answering a posted form is the visitor's own: rendered for them, never cached.
        const rendered = posted ? await renderPage(remotes, url, serverFetch, posted) : await render(url);
        const { shared } = await shellFiles();
        const pageModules = modulesForPath(routes, pathname);
        // A page's blocks below the fold hydrate later, but their styles are needed from the first paint.
        const assets = await pageAssets(remotes, [...CORE_SHARED, ...pageModules], originOf(request), shared, new Set(pageModules));
        return await sendDocument(request, reply, { rendered, assets, posted, status: postedStatus, formToken });
      } catch (error) {
        // The browser can still build the page itself: serve the shell without server rendering.
        request.log.error({ err: error }, 'server rendering failed; serving the client-rendered shell');
        return sendDocument(request, reply, { rendered: null, assets: { css: [], js: [] }, posted, status: postedStatus });
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
