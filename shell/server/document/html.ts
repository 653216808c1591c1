import type { PageMetaData } from 'remote_shared/seo';
import { jsonLdScript } from 'remote-shared/src/seo/structured-data';
import type { PageAssets } from './page-assets';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON safe inside <script>: no `</script>`, no HTML comment openers, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A stylesheet's text, safe and lean inside <style>. */
function inlineCss(text: string): string {
  return text
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
    .replace(/<\/style/gi, '<\\/style')
    .trim();
}

/** The page's language and its other languages' addresses (docs/i18n.md, "Search engines"). */
export interface PageLanguages {
  /** `og:locale` of this page, e.g. `sw_KE`. */
  ogLocale: string;
  /** The canonical path of this page in its language. */
  canonicalPath: string;
  /** Every language's address of this page, this one's included, plus `x-default` (English). */
  alternates: { hreflang: string; path: string; ogLocale?: string }[];
}

export interface HeadInput {
  meta: PageMetaData | null;
  siteName: string;
  /** The meta's title is the document's title as it is (the search appearance's), not given the site's name here. */
  exactTitle?: boolean;
  canonicalBase: string;
  pathname: string;
  assets: PageAssets;
  languages?: PageLanguages;
  /** The page's structured data (JSON-LD), written after its other head tags (docs/page-server.md, "Structured data"). */
  structuredData?: unknown;
}

export function headTags({ meta, siteName, exactTitle, canonicalBase, pathname, assets, languages, structuredData }: HeadInput): string {
  const tags: string[] = [];
  const title = meta ? (exactTitle || meta.title.includes(siteName) ? meta.title : `${meta.title} | ${siteName}`) : siteName;
  tags.push(`<title>${escapeHtml(title)}</title>`);
  if (meta) {
    const canonical = new URL(languages?.canonicalPath ?? meta.path ?? pathname, canonicalBase).href;
    tags.push(
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      // A large card only when there is an image to show in it.
      `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    );
    if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(new URL(meta.image, canonicalBase).href)}">`);
    if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
    else if (languages) {
      tags.push(`<meta property="og:locale" content="${escapeHtml(languages.ogLocale)}">`);
      for (const alternate of languages.alternates) {
        tags.push(`<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(new URL(alternate.path, canonicalBase).href)}">`);
        if (alternate.ogLocale && alternate.ogLocale !== languages.ogLocale)
          tags.push(`<meta property="og:locale:alternate" content="${escapeHtml(alternate.ogLocale)}">`);
      }
    }
  }
  // Data, not script: the CSP's script-src does not apply to it, so it needs no nonce.
  if (structuredData !== undefined) tags.push(jsonLdScript(structuredData));
  const preload = meta?.preloadImage;
  if (preload && (preload.href || preload.srcSet)) {
    // The largest paint's image, requested before the body is parsed (docs/performance.md).
    const attributes = [
      preload.srcSet ? `imagesrcset="${escapeHtml(preload.srcSet)}"` : `href="${escapeHtml(preload.href!)}"`,
      preload.srcSet && preload.sizes ? `imagesizes="${escapeHtml(preload.sizes)}"` : '',
      preload.type ? `type="${escapeHtml(preload.type)}"` : '',
    ];
    tags.push(`<link rel="preload" as="image" ${attributes.filter(Boolean).join(' ')} fetchpriority="high">`);
  }
  for (const sheet of assets.css) tags.push(`<style data-href="${escapeHtml(sheet.href)}">${inlineCss(sheet.text)}</style>`);
  return tags.join('\n    ');
}

const laterLinks = (hrefs: string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" fetchpriority="low">`).join('');

/** The scripts a page needs, requested together rather than discovered one after another. */
export function preloadTags(scripts: string[]): string {
  return scripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" fetchpriority="low">`).join('\n    ');
}

/**
 * A server-rendered page is complete before any script runs, so hydration waits until the page
 * has loaded (its visible images; lazy ones do not count) and painted instead of competing with
 * them for the connection and the main thread — the largest paint comes first — then every
 * script is requested at once, with the stylesheets of what shows later (`laterCss`).
 */
export function hydrationLoader(entries: string[], preload: string[], laterCss: string[] = []): string {
  return (
    `(function(d){var p=${scriptJson(preload)},e=${scriptJson(entries)},c=${scriptJson(laterCss)},done=0,go=function(){if(done)return;done=1;` +
    "c.forEach(function(u){var l=d.createElement('link');l.rel='stylesheet';l.href=u;d.head.appendChild(l)});" +
    "p.forEach(function(u){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=u;d.head.appendChild(l)});" +
    "e.forEach(function(u){var s=d.createElement('script');s.src=u;s.async=false;d.head.appendChild(s)})};" +
    // After load and the first contentful paint, one more frame, then the scripts start.
    'var frame=function(){requestAnimationFrame(function(){setTimeout(go,0)})},' +
    "after=function(){try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();frame()}});" +
    "o.observe({type:'paint',buffered:true})}catch(x){frame()}};" +
    "if(d.readyState==='complete')after();else{addEventListener('load',after);setTimeout(go,4000)}})(document);"
  );
}

export interface DocumentInput {
  template: string;
  head: string;
  html: string;
  ssr: boolean;
  nonce: string;
  runtimeConfig: unknown;
  /** The release of each remote on a release root the page goes out with (docs/decisions/0100-rendered-and-hydrated-with-the-same-release.md). */
  releases?: Record<string, string>;
  /** The API's answers the page was rendered with, by address (remote_shared/data reads them first). */
  data?: unknown;
  /** A refused plain-HTML form post this page answers (remote_shared/config `usePostedForm`). */
  posted?: unknown;
  /** The Save-Data decision a server-rendered page was rendered with (remote_shared/config `useSaveData`). */
  saveData?: boolean;
  /** The scripts the page runs besides the shell's entry (federation entries and chunks). */
  scripts: string[];
  /** `<html lang>`: the page's language (English when not given). */
  lang?: string;
  /**
   * A page that runs no script at all: the offline page the service worker keeps, shown for any
   * address the visitor has not seen, which hydration would otherwise render as that address
   * (docs/offline.md).
   */
  static?: boolean;
  /**
   * HTML the browser paints before the scripts draw the page themselves, without hydration (the
   * sign-in form): its scripts start after the first paint, from the same loader as a
   * server-rendered page's, so that they do not compete with it (docs/performance.md, "The sign-in page").
   */
  paintFirst?: boolean;
  /** False when the offline service worker is turned off (SERVICE_WORKER=false): the shell does not register it. */
  serviceWorker?: boolean;
  /** Files of the modules the page loads later and needs offline (a route's `later`): the worker keeps them on a first visit. */
  keepLater?: string[];
  /**
   * Stylesheets of what the page shows below the fold or later (`PageAssets.laterCss`), so they
   * neither block the first paint nor weigh on the HTML: a server-rendered page's loader links them
   * after the first paint with the scripts (a `<noscript>` links them without scripts). The
   * browser's CSS loader finds them by address when the blocks' code asks for them.
   */
  laterCss?: string[];
}

const SHELL_SCRIPT = /<script defer src="([^"]+)" data-shell-js><\/script>\n?/g;

/** Fills the shell's index.html with the rendered page. */
export function renderDocument(input: DocumentInput): string {
  const data = [`window.__RUNTIME_CONFIG__=${scriptJson(input.runtimeConfig)};`];
  if (input.releases && Object.keys(input.releases).length) data.push(`window.__REMOTE_RELEASES__=${scriptJson(input.releases)};`);
  if (input.data !== undefined) data.push(`window.__PUBLIC_DATA__=${scriptJson(input.data)};`);
  if (input.posted !== undefined) data.push(`window.__POSTED_FORM__=${scriptJson(input.posted)};`);
  if (input.saveData !== undefined) data.push(`window.__SAVE_DATA__=${input.saveData};`);
  if (input.serviceWorker === false) data.push('window.__NO_SERVICE_WORKER__=true;');
  else if (input.keepLater?.length) data.push(`window.__KEEP_LATER__=${scriptJson(input.keepLater)};`);
  let template = input.template;
  let scripts: string;
  if (input.static) {
    template = template.replace(SHELL_SCRIPT, '');
    scripts = '';
  } else if (input.ssr || input.paintFirst) {
    // The shell's entry is started by the loader, after the page's content.
    const entries = [...template.matchAll(SHELL_SCRIPT)].map((match) => match[1]!);
    template = template.replace(SHELL_SCRIPT, '');
    data.push(hydrationLoader(entries, input.scripts, input.laterCss));
    scripts = `<script nonce="${input.nonce}">${data.join('')}</script>`;
    // Without scripts the browser links them itself, at the page's end and at low priority.
    if (input.laterCss?.length) scripts += `<noscript>${laterLinks(input.laterCss)}</noscript>`;
  } else {
    scripts = `${preloadTags(input.scripts)}\n    <script nonce="${input.nonce}">${data.join('')}</script>`;
  }
  return template
    .replace('<html lang="en">', `<html lang="${escapeHtml(input.lang ?? 'en')}">`)
    .replace('<!--app-head-->', () => input.head)
    .replace('<!--app-root-attrs-->', input.ssr ? ' data-ssr="1"' : '')
    .replace('<!--app-html-->', () => input.html)
    .replace('<!--app-scripts-->', () => scripts);
}
