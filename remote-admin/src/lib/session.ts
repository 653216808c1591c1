// The session as React sees it: the stored token (spec §4), re-read on every login, logout and expiry.
import { useSyncExternalStore } from 'react';
import { can } from 'remote_shared/schemas';
import { TOKEN_KEY, getTokenExpiration, onSessionChange, type SessionChangeReason, type SessionUser } from 'remote_shared/session';

let lastChange: SessionChangeReason | null = null;
// Survives a reload of the tab, so the login page can still explain an expiry seen before it.
const EXPIRED_FLAG = 'admin:session-expired';

function remember(reason: SessionChangeReason) {
  lastChange = reason;
  try {
    if (reason === 'expired') window.sessionStorage.setItem(EXPIRED_FLAG, '1');
    else window.sessionStorage.removeItem(EXPIRED_FLAG);
  } catch {
    // storage disabled: the in-memory value still serves this page
  }
}

function subscribe(onChange: () => void) {
  return onSessionChange((reason) => {
    remember(reason);
    onChange();
  });
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The stored token (or null); the component re-renders when it changes, in this tab or another. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}

/** Why the session last changed while someone was listening ('expired' after a 401 or a timeout). */
export function lastSessionChange(): SessionChangeReason | null {
  if (lastChange) return lastChange;
  try {
    return window.sessionStorage.getItem(EXPIRED_FLAG) ? 'expired' : null;
  } catch {
    return null;
  }
}

/** A token that exists and has not expired (a token without expiry counts as valid, spec §4). */
export function isActiveToken(token: string | null, now: number = Date.now()): boolean {
  if (!token) return false;
  const expiration = getTokenExpiration();
  return expiration === null || expiration > now;
}

/** Where the login page sends someone back to, and why they are there. */
export interface LoginState {
  from?: string;
  reason?: 'expired';
}

export const LOGIN_PATH = '/admin/login';
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password';
/** Where signing in lands (spec §2), for the roles that may read the users. */
const HOME_PATH = '/admin/dashboard/users';
const POSTS_PATH = '/admin/dashboard/posts';
export const ACCOUNT_PATH = '/admin/dashboard/account';

/** Sections that hold personal data (docs/security.md), operators' facts or the site's addresses, and what a role needs to open them. */
const GUARDED_SECTIONS: Record<string, Parameters<typeof can>[1]> = {
  '/admin/dashboard/users': 'users:read',
  '/admin/dashboard/contacts': 'contacts:read',
  '/admin/dashboard/activity': 'activity:read',
  // Not personal data, but a change to where the site's old addresses go (docs/redirects.md).
  '/admin/dashboard/redirects': 'redirects:manage',
  // Not personal data, but what runs where: for Admins only (docs/decisions/0102-the-apis-version-and-migration-are-for-admins.md).
  '/admin/dashboard/system': 'system:read',
};

/** Whether this user may open the dashboard address `path`. */
export function mayOpen(user: SessionUser | null, path: string): boolean {
  const section = Object.keys(GUARDED_SECTIONS).find((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
  return !section || can(user?.role, GUARDED_SECTIONS[section]!);
}

/**
 * The dashboard's first page for this user: My account while their password must be replaced,
 * Users for those who may read it (spec §2), Posts for a Content_Creator.
 */
export function homePath(user: SessionUser | null): string {
  if (user?.credentialsExpired) return ACCOUNT_PATH;
  return mayOpen(user, HOME_PATH) ? HOME_PATH : POSTS_PATH;
}

/** Only dashboard addresses this user may open are valid places to return to. */
export function returnPath(state: unknown, user: SessionUser | null = null): string {
  if (user?.credentialsExpired) return ACCOUNT_PATH;
  const from = (state as LoginState | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/dashboard/') && mayOpen(user, from) ? from : homePath(user);
}
