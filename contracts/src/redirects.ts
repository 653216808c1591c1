// The managed redirects' rules, shared by the API (which validates and stores them), the page
// server and the public remote (which apply them). Plain TypeScript with no dependency, so the
// page server can look a path up in memory on every request (docs/decisions/0370-managed-redirects-rules.md).

/** Permanent (301) or temporary (307: the method is kept, unlike 302's historical rewrite to GET). */
export type RedirectStatus = 301 | 307;

export interface Redirect {
  /** A path of the site: starts with `/`, no query or fragment, no trailing slash (but `/`). */
  from: string;
  /** A path of the site, or an https URL whose host is on the allow-list. */
  to: string;
  status: RedirectStatus;
}

export const REDIRECT_LOCALES = ['sw', 'fr'] as const;

/** Addresses something else answers: a managed redirect never applies to them. */
export const RESERVED_PREFIXES = ['/admin', '/api', '/uploads', '/remotes', '/assets'] as const;
export const RESERVED_FILES = [
  '/sw.js',
  '/runtime-config.json',
  '/robots.txt',
  '/sitemap.xml',
  '/feed.xml',
  '/rss.xml',
  '/atom.xml',
  '/offline',
  '/health',
  '/favicon.svg',
  '/sharing-image.png',
] as const;

const MAX_PATH = 500;

/** Why a path or a redirect was refused, in words the back office shows as they are. */
export class RedirectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedirectError';
  }
}

/**
 * A path as redirects compare it: lower-case, one slash between segments, no trailing slash, no
 * query or fragment, percent-escapes decoded where they stand for plain characters. Null when it
 * is no path of this site.
 */
export function normalizePath(input: string): string | null {
  let path = input.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH) return null;
  path = beforeAny(path, '?#');
  try {
    path = decodeURI(path);
  } catch {
    return null;
  }
  if (/[\s\\<>"]/.test(path) || /[\u0000-\u001f\u007f]/.test(path)) return null;
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end--;
  path = path.slice(0, end);
  return path || '/';
}

/** The text before the first of `stops` (linear: the lint refuses a `/[?#].*$/` replace). */
function beforeAny(text: string, stops: string): string {
  for (let i = 0; i < text.length; i++) if (stops.includes(text[i] as string)) return text.slice(0, i);
  return text;
}

const pathOf = (target: string) => beforeAny(target, '?');

/** True for an address the redirects never take: the back office, the API, files, feeds. */
export function isReservedPath(path: string): boolean {
  const bare = stripLocale(path).path;
  for (const candidate of [path, bare]) {
    if (RESERVED_PREFIXES.some((prefix) => candidate === prefix || candidate.startsWith(`${prefix}/`))) return true;
    if ((RESERVED_FILES as readonly string[]).includes(candidate)) return true;
  }
  return false;
}

/** `/sw/x` → `{ locale: 'sw', path: '/x' }`; English has no prefix. */
export function stripLocale(path: string): { locale: string | null; path: string } {
  for (const locale of REDIRECT_LOCALES) {
    if (path === `/${locale}`) return { locale, path: '/' };
    if (path.startsWith(`/${locale}/`)) return { locale, path: path.slice(locale.length + 1) };
  }
  return { locale: null, path };
}

export interface TargetRules {
  /** Hosts an https target may name (REDIRECT_ALLOWED_HOSTS); empty, only paths of the site. */
  allowedHosts: readonly string[];
}

/** The target as stored: a normalised path, or an https URL on an allowed host. */
export function normalizeTarget(input: string, rules: TargetRules): string {
  const to = input.trim();
  if (to.startsWith('/') && !to.startsWith('//')) {
    const path = normalizePath(to);
    if (!path) throw new RedirectError(`"${to}" is not a path of this site.`);
    const query = to.match(/\?[^#]*/)?.[0] ?? '';
    return path + query;
  }
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    throw new RedirectError(`"${to}" is neither a path of this site (starting with /) nor an https address.`);
  }
  if (url.protocol !== 'https:') throw new RedirectError(`Only https addresses are allowed as a target, not ${url.protocol.replace(/:$/, '')}:.`);
  if (url.username || url.password) throw new RedirectError('A target address may not hold a user name or password.');
  const host = url.hostname.toLowerCase();
  if (!rules.allowedHosts.map((h) => h.toLowerCase()).includes(host)) {
    throw new RedirectError(`${host} is not on the list of sites redirects may go to (REDIRECT_ALLOWED_HOSTS).`);
  }
  return url.toString();
}

export interface RedirectRules extends TargetRules {
  /** True when a page route or a fixed redirect of the site answers the path (they come first). */
  answeredBySite: (path: string) => boolean;
}

/**
 * Validates one redirect against the others (`existing`, keyed by `from`; the one being edited
 * left out or replaced). Throws a RedirectError saying why; returns the redirect as stored.
 */
export function checkRedirect(input: { from: string; to: string; status: number }, existing: ReadonlyMap<string, Redirect>, rules: RedirectRules): Redirect {
  const from = normalizePath(input.from);
  if (!from) throw new RedirectError(`"${input.from}" is not a path of this site: it must start with a single / and hold no spaces.`);
  if (from === '/' || stripLocale(from).path === '/') throw new RedirectError('The home page cannot be redirected.');
  if (isReservedPath(from)) throw new RedirectError(`${from} belongs to the back office, the API or the site's files and cannot be redirected.`);
  if (rules.answeredBySite(from)) throw new RedirectError(`${from} is a page of the site (or one of its fixed redirects) and cannot be redirected.`);
  if (input.status !== 301 && input.status !== 307) throw new RedirectError('The kind must be permanent (301) or temporary (307).');
  const to = normalizeTarget(input.to, rules);
  if (to.startsWith('/')) {
    const toPath = pathOf(to);
    if (toPath === from) throw new RedirectError(`${from} cannot redirect to itself.`);
    if (isReservedPath(toPath) && !toPath.startsWith('/uploads/')) throw new RedirectError(`${toPath} is not a page of the site.`);
    const onward = lookup(existing, toPath);
    if (onward) {
      const back = pathOf(onward.to);
      if (back === from || lookup(new Map([[from, { from, to, status: 301 }]]), back)) {
        throw new RedirectError(`${from} → ${toPath} would make a loop: ${toPath} already redirects to ${onward.to}.`);
      }
      throw new RedirectError(`${from} → ${toPath} would make a chain: ${toPath} already redirects to ${onward.to}. Point ${from} to ${onward.to} instead.`);
    }
  }
  for (const other of existing.values()) {
    if (other.from === from || !other.to.startsWith('/')) continue;
    const otherTarget = pathOf(other.to);
    if (otherTarget === from) {
      if (pathOf(to) === other.from) {
        throw new RedirectError(`${from} → ${to} would make a loop: ${other.from} already redirects to ${from}.`);
      }
      throw new RedirectError(`${from} → ${to} would make a chain: ${other.from} already redirects to ${from}. Point ${other.from} to ${to} instead.`);
    }
  }
  return { from, to, status: input.status };
}

/** The redirect for a path: its own, else (for /sw/x and /fr/x) the English one, with the target in that language. */
function lookup(table: ReadonlyMap<string, Redirect>, path: string): Redirect | null {
  const own = table.get(path);
  if (own) return own;
  const { locale, path: bare } = stripLocale(path);
  if (!locale) return null;
  const english = table.get(bare);
  if (!english) return null;
  return { ...english, from: path, to: english.to.startsWith('/') ? withLocale(locale, english.to) : english.to };
}

function withLocale(locale: string, to: string): string {
  return to === '/' ? `/${locale}` : `/${locale}${to}`;
}

/**
 * The redirect a request's path gets, looked up in a Map (constant time whatever the number of
 * redirects). Null for reserved addresses and paths with none.
 */
export function resolveRedirect(table: ReadonlyMap<string, Redirect>, requestPath: string): Redirect | null {
  const path = normalizePath(requestPath);
  if (!path || isReservedPath(path)) return null;
  return lookup(table, path);
}

export const CSV_HEADER = 'from,to,status';

/** One line of the export: fields quoted when they hold a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function redirectsToCsv(redirects: readonly Redirect[]): string {
  return [CSV_HEADER, ...redirects.map((r) => [r.from, r.to, String(r.status)].map(csvField).join(','))].join('\r\n') + '\r\n';
}

export interface CsvRow {
  line: number;
  from: string;
  to: string;
  status: number;
}

export interface CsvProblem {
  line: number;
  reason: string;
}

const STATUS_WORDS: Record<string, number> = { '301': 301, '307': 307, '302': 307, permanent: 301, temporary: 307, '': 301 };

/** Splits a CSV (RFC 4180 quoting) into rows with their line numbers; the header is optional. */
export function parseRedirectsCsv(text: string): { rows: CsvRow[]; problems: CsvProblem[] } {
  const rows: CsvRow[] = [];
  const problems: CsvProblem[] = [];
  const records = splitCsv(text.replace(/^\uFEFF/, ''));
  for (const { line, fields, error } of records) {
    if (error) {
      problems.push({ line, reason: error });
      continue;
    }
    if (fields.length === 1 && (fields[0] ?? '').trim() === '') continue;
    if (
      line === records[0]?.line &&
      fields
        .map((f) => f.trim().toLowerCase())
        .join(',')
        .startsWith('from,to')
    )
      continue;
    if (fields.length < 2 || fields.length > 3) {
      problems.push({ line, reason: `Expected 2 or 3 columns (from, to, status), found ${fields.length}.` });
      continue;
    }
    const status = STATUS_WORDS[(fields[2] ?? '').trim().toLowerCase()];
    if (status === undefined) {
      problems.push({ line, reason: `"${fields[2]}" is not a kind: use 301 (permanent) or 307 (temporary).` });
      continue;
    }
    rows.push({ line, from: (fields[0] ?? '').trim(), to: (fields[1] ?? '').trim(), status });
  }
  return { rows, problems };
}

function splitCsv(text: string): { line: number; fields: string[]; error?: string }[] {
  const out: { line: number; fields: string[]; error?: string }[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let error: string | undefined;
    for (; i < text.length; i++) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') quoted = false;
        else {
          if (c === '\n') line++;
          field += c;
        }
      } else if (c === '"' && field === '') quoted = true;
      else if (c === ',') {
        fields.push(field);
        field = '';
      } else if (c === '\r' && text[i + 1] === '\n') continue;
      else if (c === '\n') {
        i++;
        break;
      } else field += c;
    }
    if (quoted) error = 'A quoted field is not closed.';
    fields.push(field);
    out.push({ line: start, fields, error });
    line++;
  }
  return out;
}

/**
 * Checks a whole import against the redirects already stored: every row is validated as if the
 * rows before it were stored, and every bad row is reported with its line and reason. The caller
 * stores all of them or, with any problem, none.
 */
export function checkImport(text: string, existing: ReadonlyMap<string, Redirect>, rules: RedirectRules): { redirects: Redirect[]; problems: CsvProblem[] } {
  const { rows, problems } = parseRedirectsCsv(text);
  const table = new Map(existing);
  const redirects: Redirect[] = [];
  for (const row of rows) {
    try {
      const from = normalizePath(row.from);
      if (from) table.delete(from);
      const redirect = checkRedirect(row, table, rules);
      table.set(redirect.from, redirect);
      redirects.push(redirect);
    } catch (error) {
      problems.push({ line: row.line, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { redirects, problems };
}
