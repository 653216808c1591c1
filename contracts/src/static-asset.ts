/**
 * Whether a request asks for a built script or style sheet (the shell's `/assets/` and the remotes'
 * `/remotes/<name>/` files). Those responses carry only `nosniff`: the document-level headers (CSP,
 * frame and opener policies, permissions policy) do nothing for a script or a style sheet and
 * cost about 0.6 KB on each of the fifteen or so files a page loads (docs/security.md, "Headers").
 */
export function isStaticAsset(url: string): boolean {
  if (!url.startsWith('/assets/') && !url.startsWith('/remotes/')) return false;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.endsWith('.js') || path.endsWith('.css') || path.endsWith('.map');
}
