// The session as React sees it: the stored token (spec §4), re-read on every login, logout and expiry.
import { useSyncExternalStore } from 'react';
import {
  TOKEN_KEY,
  getTokenExpiration,
  onSessionChange,
  type SessionChangeReason,
} from 'remote_shared/session';

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
export const HOME_PATH = '/admin/dashboard/users';

/** Only dashboard addresses are valid places to return to. */
export function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/dashboard/') ? from : HOME_PATH;
}
