import { EXPIRATION_KEY, TOKEN_KEY } from 'remote_shared/session';

/** An unsigned JWT with these claims (the browser never checks signatures). */
export function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Stores a session as a successful login would, in place of whatever the test stored before. */
export function signIn(role = 'Admin', { id = 1, name = 'Site Administrator', ttlSeconds = 3600, credentialsExpired = false } = {}) {
  localStorage.clear();
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  localStorage.setItem(TOKEN_KEY, jwt({ sub: String(id), role, name, exp, ...(credentialsExpired ? { credentials_expired: true } : {}) }));
  localStorage.setItem(EXPIRATION_KEY, String(exp * 1000));
}
