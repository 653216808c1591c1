import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

type Answer = { to: string } | 'none' | undefined;

/** {host}'s address from the runtime configuration the shell read at start (the shell imports no remote here). */
const resolveUrl = (path: string) =>
  `${(window.__RUNTIME_CONFIG__?.apiBaseUrl ?? '').replace(/(?<!\/)\/+$/, '')}/api/redirects/resolve?path=${encodeURIComponent(path)}`;

/**
 * A path no page or spec §2 redirect answers, reached by client-side navigation: a managed
 * redirect of it (docs/redirects.md) applies as it does on the page server, else it goes to
 * `fallback` (spec §2). Any failure of the lookup is the fallback too: a visitor is never stuck.
 */
export function UnknownPath({ fallback }: { fallback: string }) {
  const { pathname, search } = useLocation();
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    let current = true;
    setAnswer(undefined);
    fetch(resolveUrl(pathname + search))
      .then(async (response) => (response.status === 200 ? ((await response.json()) as { to: string }) : 'none'))
      .catch(() => 'none' as const)
      .then((found) => current && setAnswer(found));
    return () => {
      current = false;
    };
  }, [pathname, search]);
  useEffect(() => {
    // A target on another (allow-listed) host leaves the app.
    if (answer && answer !== 'none' && !answer.to.startsWith('/')) window.location.replace(answer.to);
  }, [answer]);
  if (answer === undefined) return null;
  if (answer === 'none') return <Navigate to={fallback} replace />;
  return answer.to.startsWith('/') ? <Navigate to={answer.to} replace /> : null;
}
