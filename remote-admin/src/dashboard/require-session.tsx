import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { endSessionIfExpired, getTokenExpiration, userFromToken } from 'remote_shared/session';
import { ACCOUNT_PATH, LOGIN_PATH, homePath, isActiveToken, lastSessionChange, mayOpen, useSessionToken, type LoginState } from '@/lib/session';

// setTimeout cannot wait longer than about 24.8 days.
const MAX_DELAY = 2_000_000_000;

/** Ends the session the moment its token expires, and re-checks when the tab comes back. */
function useExpiry(token: string | null) {
  useEffect(() => {
    if (!token) return;
    // Checked when the tab is shown again, not while it is being left or reloaded.
    const check = () => {
      if (document.visibilityState !== 'hidden') endSessionIfExpired();
    };
    const expiration = getTokenExpiration();
    if (expiration !== null && expiration <= Date.now()) {
      endSessionIfExpired(); // removes the expired token and tells every listener (spec §4)
      return;
    }
    const timer = expiration === null ? undefined : setTimeout(() => endSessionIfExpired(), Math.min(Math.max(0, expiration - Date.now()) + 50, MAX_DELAY));
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [token]);
}

/**
 * /admin/dashboard/* needs a session (spec §2). Without one the user goes to /admin/login; after an
 * expiry or a 401 the login page explains why and brings them back here once they sign in again.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSessionToken();
  const location = useLocation();
  useExpiry(token);
  if (isActiveToken(token)) {
    const user = userFromToken(token);
    // A password set by an Admin is replaced before anything else; personal data stays with the roles that may read it.
    if (user?.credentialsExpired && location.pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
    if (!mayOpen(user, location.pathname)) return <Navigate to={homePath(user)} replace />;
    return children;
  }
  const change = lastSessionChange();
  const state: LoginState | undefined =
    change === 'logout' && !token
      ? undefined
      : {
          from: `${location.pathname}${location.search}`,
          ...(token || change === 'expired' ? { reason: 'expired' as const } : {}),
        };
  return <Navigate to={LOGIN_PATH} replace state={state} />;
}
