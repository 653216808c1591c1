import {
  EXPIRATION_KEY,
  TOKEN_KEY,
  expireSession,
  getSessionUser,
  getToken,
  getTokenExpiration,
  handleLoginSuccess,
  isLoggedIn,
  endSessionIfExpired,
  logout,
  onSessionChange,
} from './session';

/** A JWT with the given payload (the signature is never checked by the browser). */
function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const NOW = Date.UTC(2026, 0, 1);

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => jest.useRealTimers());

describe('session (spec §4)', () => {
  it('is logged out without a token', () => {
    expect(isLoggedIn()).toBe(false);
    expect(getToken()).toBeNull();
  });

  it('stores the token and exp × 1000 on login success', () => {
    const token = jwt({ sub: '1', role: 'Admin', exp: NOW / 1000 + 3600 });
    handleLoginSuccess(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(localStorage.getItem(EXPIRATION_KEY)).toBe(String(NOW + 3_600_000));
    expect(isLoggedIn()).toBe(true);
  });

  it('does not store the token when a callback is supplied, and hands it over', () => {
    const token = jwt({ exp: NOW / 1000 + 60 });
    const callback = jest.fn();
    handleLoginSuccess(token, callback);
    expect(callback).toHaveBeenCalledWith(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('prefers the stored tokenExpiration over the token', () => {
    localStorage.setItem(TOKEN_KEY, jwt({ exp: NOW / 1000 + 3600 }));
    localStorage.setItem(EXPIRATION_KEY, String(NOW - 1));
    expect(isLoggedIn()).toBe(false);
  });

  it('derives the expiration from exp when none is stored, and stores it', () => {
    localStorage.setItem(TOKEN_KEY, jwt({ exp: NOW / 1000 + 120 }));
    expect(getTokenExpiration()).toBe(NOW + 120_000);
    expect(localStorage.getItem(EXPIRATION_KEY)).toBe(String(NOW + 120_000));
  });

  it('removes an expired session and counts the user as logged out', () => {
    const listener = jest.fn();
    const unsubscribe = onSessionChange(listener);
    handleLoginSuccess(jwt({ exp: NOW / 1000 + 10 }));
    jest.setSystemTime(NOW + 10_001);
    expect(isLoggedIn()).toBe(false);
    // Asking changes nothing; ending the expired session removes it (as every API call does).
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(endSessionIfExpired()).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRATION_KEY)).toBeNull();
    expect(listener).toHaveBeenLastCalledWith('expired');
    unsubscribe();
  });

  it('treats a token without expiration info as valid', () => {
    localStorage.setItem(TOKEN_KEY, 'opaque-token');
    expect(isLoggedIn()).toBe(true);
    expect(getToken()).toBe('opaque-token');
  });

  it('logout removes the stored token', () => {
    handleLoginSuccess(jwt({ exp: NOW / 1000 + 60 }));
    logout();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('reads the signed-in user from the claims', () => {
    handleLoginSuccess(jwt({ sub: 7, role: 'Publisher', name: 'Amina Yusuf', exp: NOW / 1000 + 60 }));
    expect(getSessionUser()).toEqual({ id: '7', role: 'Publisher', name: 'Amina Yusuf', credentialsExpired: false });
  });

  it('says when the password was set by an Admin and must be replaced first', () => {
    handleLoginSuccess(jwt({ sub: 7, role: 'Publisher', credentials_expired: true, exp: NOW / 1000 + 60 }));
    expect(getSessionUser()?.credentialsExpired).toBe(true);
  });

  it('ends the session when the API refuses the token', () => {
    const listener = jest.fn();
    const unsubscribe = onSessionChange(listener);
    handleLoginSuccess(jwt({ exp: NOW / 1000 + 60 }));
    expireSession();
    expect(isLoggedIn()).toBe(false);
    expect(listener).toHaveBeenLastCalledWith('expired');
    unsubscribe();
  });
});
