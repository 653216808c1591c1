// The HTML module (docs/page-server.md): every HTML document the page server sends — a rendered
// page, the back office's document, the sign-in page, the offline page — is the shell's
// index.html filled in here, with its runtime configuration, headers and compression.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PostedForm } from 'remote_shared/config';
import { getSite } from 'remote-shared/src/config/site';
import { SITE_NAME } from 'remote-shared/src/config/site-name';
import { structuredData } from 'remote-shared/src/seo/structured-data';
import { localeOfPath, localizePath } from 'contracts/locales';
import { searchAppearance, type SearchAppearanceInput } from 'contracts/search-appearance';
import type { PageMetaData } from 'remote_shared/seo';
// One Accept-Encoding parser, the API's too (plain logic; the module imports nothing).
import { acceptedEncoding } from 'server-helpers';
import { isAdminPath } from '../../src/app/route-table';
// RELEASES_HEADER: which code a page runs (the shell's build, each remote's release); the service
// worker keys its caches by it, so a release or a rollback replaces what it keeps at once.
import { RELEASES_HEADER } from '../../sw/protocol';
import type { WebConfig } from '../config';
import { publicRoutesOf, type RenderedPage } from '../pages/render-page';
import type { LinkedRemote } from '../remotes/remote-linker';
import { requestTarget } from '../request-target';
import { compress } from './compress';
import { withFormToken } from './form-token';
import { headTags, renderDocument } from './html';
import type { PageAssets } from './page-assets';
import { pageLanguages } from './page-languages';
import { shellFilesLoader, type ShellFiles } from './shell-files';

export interface DocumentPage {
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
}

/** A page with nothing rendered on the server: the browser draws it (the back office, or a page whose remotes are away). */
export const CLIENT_RENDERED: DocumentPage = { rendered: null, assets: { css: [], js: [] } };

interface Documents {
  /** The shell's built files, read again when its build changes. */
  shellFiles(): Promise<ShellFiles>;
  /** Sends `page`; `remotes`: the linked remotes it was rendered with, whose releases the browser must load. */
  send(request: FastifyRequest, reply: FastifyReply, page: DocumentPage, remotes?: Map<string, LinkedRemote> | null): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    documents: Documents;
  }
}

export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The JSON-LD of a public page rendered here: the company and the site in the page's language,
 * plus what its parts named (its breadcrumb, its project). None on a page kept out of the index
 * or answering an error, nor on one the server did not render (docs/page-server.md, "Structured data").
 */
function pageStructuredData(page: DocumentPage, meta: PageMetaData | null, base: string, pathname: string): unknown {
  if (!page.rendered || !meta || meta.noindex || page.noindex || page.personal || (meta.status ?? 200) >= 400 || (page.status ?? 200) >= 400) return undefined;
  const locale = localeOfPath(pathname);
  // A page rendered with a remote_public released before structured data names no facts.
  return structuredData({ site: getSite(locale), base, lang: locale, homePath: localizePath(locale, '/'), facts: page.rendered.facts ?? {} });
}

/**
 * A rendered page's head as search engines get it: what its editors set in its language, else the
 * fallback rule (contracts/src/search-appearance.ts, docs/search-appearance.md), so every page has
 * a description and a sharing image.
 */
function withSearchAppearance(meta: PageMetaData, set: SearchAppearanceInput | null, siteName: string, locale: string): PageMetaData {
  const shown = searchAppearance(
    set,
    { title: meta.title, description: meta.description, image: meta.image },
    { name: siteName, image: getSite(locale).sharingImage },
  );
  return { ...meta, title: shown.title, description: shown.description, image: shown.image, noindex: meta.noindex || shown.noindex || undefined };
}

function nonceOf(request: FastifyRequest): string {
  const existing = (request as FastifyRequest & { cspNonce?: string }).cspNonce;
  return existing || randomBytes(16).toString('base64');
}

export const documents = fp<{ config: WebConfig; serverFetch: typeof fetch }>(
  async (app: FastifyInstance, { config, serverFetch }) => {
    const siteName = typeof config.siteOverrides.name === 'string' ? config.siteOverrides.name : SITE_NAME;
    const shellFiles = shellFilesLoader(config.SHELL_DIST);

    /** The shell's build (its entry chunks are content-hashed) and the remotes' release ids, in one line. */
    const shellIds = new WeakMap<object, string>();
    function releasesKey(shell: ShellFiles, releases: Record<string, string>): string {
      if (!shellIds.has(shell)) shellIds.set(shell, createHash('sha256').update(shell.template).update(shell.preload.join(' ')).digest('hex').slice(0, 12));
      const remotes = Object.keys(releases)
        .sort()
        .map((name) => `${name}=${releases[name]}`);
      return [`shell=${shellIds.get(shell)}`, ...remotes].join(' ');
    }

    async function send(request: FastifyRequest, reply: FastifyReply, page: DocumentPage, remotes: Map<string, LinkedRemote> | null = null) {
      const shell = await shellFiles();
      const { config: runtimeConfig, releases } = await app.remotes.runtimeConfigFor(remotes);
      const { canonical: pathname } = requestTarget(request.url);
      const rendered = page.rendered?.meta;
      const meta = rendered
        ? // The back office asks for a fixed page's own head, its editors' values left out, for its preview (docs/search-appearance.md).
          withSearchAppearance(
            rendered,
            request.headers['search-appearance'] === 'fallback' ? null : (page.rendered?.search ?? null),
            siteName,
            localeOfPath(pathname),
          )
        : page.noindex
          ? { title: page.prepaint?.title ?? 'Admin', description: 'Back office', noindex: true }
          : null;
      const shellCss = [...shell.css].map(([href, text]) => ({ href, text }));
      const assets = { css: [...shellCss, ...page.assets.css], js: [] };
      const languages = page.rendered && remotes ? pageLanguages(publicRoutesOf(remotes), pathname, meta?.path) : undefined;
      const canonicalBase = config.SITE_URL || originOf(request);
      const head = headTags({
        meta,
        siteName,
        exactTitle: Boolean(rendered),
        canonicalBase,
        pathname,
        assets,
        languages: languages?.tags,
        structuredData: pageStructuredData(page, meta, canonicalBase, pathname),
      });
      const html = renderDocument({
        template: shell.template,
        head,
        html: page.prepaint?.html ?? (await withFormToken(page.rendered?.html ?? '', page.formToken, serverFetch)),
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
      if (page.noindex || page.personal || (rendered && meta?.noindex)) reply.header('X-Robots-Tag', 'noindex');
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

    app.decorate('documents', { shellFiles, send } satisfies Documents);
  },
  { name: 'documents', dependencies: ['remotes'] },
);
