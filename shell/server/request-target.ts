/**
 * The path and query of a request, read without `new URL()`: that parser throws on some targets
 * (`//////` → a 500) and turns others into a different host (`/.//evil.example/` has the path
 * `//evil.example/`, a protocol-relative address once it is a redirect). Every step here is a
 * single pass over the text (docs/security.md, "Linear cost for any input").
 */
export interface RequestTarget {
  /** The path as sent, starting with `/`. */
  pathname: string;
  /** `?…` or empty. */
  search: string;
  /**
   * The address the page lives at: backslashes read as slashes (as browsers do), runs of slashes
   * as one, no trailing slash, anything outside printable ASCII percent-encoded. Equal to
   * `pathname` for every well-formed address.
   */
  canonical: string;
}

export function requestTarget(url: string): RequestTarget {
  const query = url.indexOf('?');
  const rawPath = query === -1 ? url : url.slice(0, query);
  const search = query === -1 ? '' : url.slice(query);
  const pathname = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  return { pathname, search: encodeUnsafe(search), canonical: canonicalPath(pathname) };
}

function canonicalPath(pathname: string): string {
  const out: string[] = [];
  let previous = '';
  for (const char of pathname) {
    const c = char === '\\' ? '/' : char;
    if (c === '/' && previous === '/') continue;
    out.push(c);
    previous = c;
  }
  if (out.length > 1 && previous === '/') out.pop();
  return encodeUnsafe(out.join('') || '/');
}

const SAFE = (char: string) => {
  const code = char.codePointAt(0)!;
  return code > 0x20 && code < 0x7f && char !== '"' && char !== '<' && char !== '>';
};

/** Percent-encodes what may not stand in a Location header or a canonical link. */
function encodeUnsafe(text: string): string {
  const out: string[] = [];
  for (const char of text) out.push(SAFE(char) ? char : encodeURIComponent(char));
  return out.join('');
}
