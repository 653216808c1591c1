import { useEffect } from 'react';
import { fullTitle } from 'remote_shared/seo';

/** Sets `<meta name>` to `content`, adding the tag when the page has none. */
function setNamed(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * A back-office page's head: its title, description and noindex. Not the public `PageMeta`: the
 * back office is never rendered on the server, shared or indexed, so it needs none of the sharing
 * tags or the search appearance rule, whose chunk would weigh on the sign-in page's first load
 * (docs/performance.md, "The sign-in page").
 */
export function AdminHead({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    document.title = fullTitle(title);
    setNamed('description', description);
    setNamed('robots', 'noindex');
  }, [title, description]);
  return null;
}
