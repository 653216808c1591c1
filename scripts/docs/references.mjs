// What the documents and the code comments point at, and whether it is there: relative links
// and heading anchors in every Markdown file, and `docs/….md` references (with a quoted section
// name or an #anchor) anywhere in the code. Used by docs.test.mjs (docs/testing.md, "Documents").
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every file git tracks, plus the new ones it would add (so a check sees work not yet committed). */
export function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\0').filter((file) => file && existsSync(path.join(ROOT, file)));
}

const TEXT = /\.(md|[cm]?[jt]sx?|json|ya?ml|sh|conf|template|css|html|sql|txt)$|(^|\/)(Dockerfile|\.ci\/run)$/;
const SKIP = /(^|\/)(package-lock\.json|node_modules\/)/;
export const textFiles = () => trackedFiles().filter((file) => TEXT.test(file) && !SKIP.test(file));

/** GitHub's heading anchors (github-slugger): lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const heading of headings(markdown)) {
    const base = heading
      .replace(/<[^<>]*>/g, '')
      .replace(/\[([^[\]]*)\]\([^()]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The text of each heading, outside fenced code. */
export function headings(markdown) {
  return withoutFences(markdown)
    .split('\n')
    .map((line) => /^#{1,6}[ \t](.*)$/.exec(line)?.[1])
    .filter((text) => text !== undefined)
    .map((text) => text.replace(/`/g, '').trim());
}

/** Fenced code blocks blanked out (line count kept), so what they show is not taken for links. */
export function withoutFences(markdown) {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

const cache = new Map();
function read(file) {
  if (!cache.has(file)) cache.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
  return cache.get(file);
}

/** Why `target` (a repository path, maybe with #anchor or a quoted section) does not resolve, or null. */
export function problemWith(file, { anchor, section } = {}) {
  const absolute = path.join(ROOT, file);
  if (!existsSync(absolute)) return `${file} does not exist`;
  if (anchor === undefined && section === undefined) return null;
  if (statSync(absolute).isDirectory()) return `${file} is a folder; it has no headings`;
  if (!file.endsWith('.md')) return anchor ? null : `${file} is not a document`;
  const markdown = read(file);
  if (anchor !== undefined && anchor !== '' && !headingAnchors(markdown).has(decodeURIComponent(anchor).toLowerCase()))
    return `${file} has no heading #${anchor}`;
  if (section !== undefined) {
    const wanted = normalise(section);
    // A section may be cited by its heading's first words ("Boundaries" for "Boundaries, enforced").
    const cites = (heading) => heading === wanted || (heading.startsWith(wanted) && /^[\s,:;(.—–-]/.test(heading.slice(wanted.length)));
    if (!headings(markdown).some((heading) => cites(normalise(heading)))) return `${file} has no heading "${section}"`;
  }
  return null;
}
const normalise = (text) => text.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Every Markdown link and image in `file` with its line: `[text](target)`, `<…>` targets included. */
export function markdownLinks(file) {
  const lines = withoutFences(read(file)).split('\n');
  const links = [];
  lines.forEach((line, index) => {
    const bare = line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    for (const match of bare.matchAll(/\[[^[\]]*\]\(([^()\s]*)\)/g)) links.push({ line: index + 1, target: match[1] });
  });
  return links;
}

/** A Markdown link's target as a repository path and anchor, or null when it leaves the repository's files. */
export function resolveLink(file, target) {
  if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null;
  const [pathPart, anchor] = target.split('#');
  if (!pathPart) return { file, anchor };
  if (pathPart.startsWith('/')) return null; // a route of the product (/admin/login), not a file
  return { file: path.normalize(path.join(path.dirname(file), decodeURIComponent(pathPart))).replace(/\\/g, '/'), anchor };
}

/**
 * References to documents written in prose or comments: a path under docs/ (or another folder)
 * ending in .md, with an optional #anchor, or followed by a quoted section name (after a comma, or
 * in brackets), and the root README followed by a quoted section name. A section name may continue
 * on the next comment line.
 */
export function proseReferences(file) {
  // In a document, link targets are checked as links (relative to the document), not as prose.
  const text = file.endsWith('.md') ? read(file).replace(/\]\([^)]*\)/g, (target) => ' '.repeat(target.length)) : read(file);
  const lines = text.split('\n');
  const found = [];
  const pattern =
    /(?<![\w./-])((?:docs|api|bench|deploy|e2e|shell|remote-\w+|scripts|tools)\/[\w./-]*\.md|README(?:\.md)?)(#[\w-]*)?(?:,? ?\(?"([^"\n]*)("?))?/g;
  lines.forEach((line, index) => {
    for (const match of line.matchAll(pattern)) {
      let [, target, anchor, section, closed] = match;
      if (target.startsWith('README') && section === undefined) continue; // "the README" in prose
      if (section !== undefined && !closed) {
        // The section name goes on past the end of the line: join the next line without its comment marker.
        const next = (lines[index + 1] ?? '').replace(/^\s*(\/\/+|\*|--|#)?\s*/, '');
        const end = next.indexOf('"');
        if (end < 0) section = undefined;
        else section = `${section} ${next.slice(0, end)}`;
      }
      found.push({ line: index + 1, file: target.startsWith('README') ? 'README.md' : target, anchor: anchor?.slice(1), section });
    }
  });
  return found;
}
