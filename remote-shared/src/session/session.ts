// Session rules of spec §4: token and tokenExpiration in localStorage; expiry from the stored
// value or from the JWT's `exp` (seconds) × 1000; an expired session is removed; a token without
// any expiry information counts as valid.

export const TOKEN_KEY = 'token';
export const EXPIRATION_KEY = 'tokenExpiration';

export type SessionChangeReason = 'login' | 'logout' | 'expired';
type Listener = (reason: SessionChangeReason) => void;

const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as logged out
  }
}

function notify(reason: SessionChangeReason): void {
  for (const listener of [...listeners]) listener(reason);
}

/** The JWT payload, or null when the token is not a readable JWT. */
export function decodeToken(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(Array.from(atob(padded), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Milliseconds since the epoch from the token's `exp`, or null when it has none. */
export function expirationFromToken(token: string): number | null {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

function clear(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(EXPIRATION_KEY);
}

/** The session's expiry: the stored tokenExpiration, else derived from the token and stored. */
export function getTokenExpiration(): number | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY);
  if (!store || !token) return null;
  const stored = Number(store.getItem(EXPIRATION_KEY));
  if (store.getItem(EXPIRATION_KEY) !== null && Number.isFinite(stored) && stored > 0) return stored;
  const derived = expirationFromToken(token);
  if (derived !== null) store.setItem(EXPIRATION_KEY, String(derived));
  return derived;
}

/** Logged in if a token exists and is not expired (a token without expiry counts as valid, spec §4). Changes nothing. */
export function isLoggedIn(now: number = Date.now()): boolean {
  if (!storage()?.getItem(TOKEN_KEY)) return false;
  const expiration = getTokenExpiration();
  return expiration === null || expiration > now;
}

/**
 * Spec §4: an expired session is removed (token and tokenExpiration) and every listener told.
 * Answers whether a session is still there afterwards.
 */
export function endSessionIfExpired(now: number = Date.now()): boolean {
  if (isLoggedIn(now)) return true;
  if (storage()?.getItem(TOKEN_KEY)) {
    clear();
    notify('expired');
  }
  return false;
}

/** The bearer token for write calls, or null when logged out or expired (an expired one is removed). */
export function getToken(): string | null {
  return endSessionIfExpired() ? (storage()?.getItem(TOKEN_KEY) ?? null) : null;
}

/** The token a sign-out is ending on the server right now (`beginSignOut`), until signed out or in again. */
let ending: string | null = null;

/**
 * On login success store the token and exp × 1000 — unless a callback is supplied, in which case
 * the token is handed to it and not stored (spec §4).
 */
export function handleLoginSuccess(token: string, callback?: (token: string) => void): void {
  if (callback) {
    callback(token);
    return;
  }
  const store = storage();
  if (!store) return;
  ending = null;
  store.setItem(TOKEN_KEY, token);
  const expiration = expirationFromToken(token);
  if (expiration !== null) store.setItem(EXPIRATION_KEY, String(expiration));
  else store.removeItem(EXPIRATION_KEY);
  notify('login');
}

/**
 * A sign-out has asked the server to end the stored token: from now on only that call carries it
 * (docs/decisions/0155-nothing-sent-with-a-token-being-ended.md). Returns the token.
 */
export function beginSignOut(): string | null {
  ending = getToken();
  return ending;
}

/** Whether `token` is the one a sign-out in progress is ending. */
export function isEnding(token: string | null): boolean {
  return token !== null && token === ending;
}

/** Logout removes the stored token (spec §2). */
export function logout(): void {
  ending = null;
  clear();
  notify('logout');
}

/** The API refused the token (401): the session is over. */
export function expireSession(): void {
  if (!storage()?.getItem(TOKEN_KEY)) return;
  clear();
  notify('expired');
}

export interface SessionUser {
  id: string;
  role: string;
  name: string | null;
  /** The password was set by an Admin (or generated): the user must choose a new one first. */
  credentialsExpired: boolean;
}

/** Who a token says is signed in, from its claims (the API checks the current role on every call). */
export function userFromToken(token: string | null): SessionUser | null {
  const claims = token ? decodeToken(token) : null;
  if (!claims) return null;
  return {
    id: String(claims.sub ?? ''),
    role: typeof claims.role === 'string' ? claims.role : '',
    name: typeof claims.name === 'string' ? claims.name : null,
    credentialsExpired: claims.credentials_expired === true,
  };
}

/** Who is signed in, read from the stored token's claims; null when logged out. */
export function getSessionUser(): SessionUser | null {
  return userFromToken(getToken());
}

/** Subscribe to login, logout and expiry (in this tab and, through `storage` events, in others). */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener(event.newValue ? 'login' : 'logout');
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
