import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed proof of when a visitor opened the contact form (docs/inbox.md, "Spam"): the time in
 * base 36 and an HMAC of it under the API's secret, so it cannot be made up or moved.
 */
export interface FormTokens {
  issue(openedAt?: number): string;
  /** When the form was opened, or null for a token that was not issued here (malformed or forged). */
  openedAt(token: string): number | null;
}

export function createFormTokens(secret: Uint8Array): FormTokens {
  const sign = (time: string) => createHmac('sha256', secret).update(`contact-form:${time}`).digest('base64url').slice(0, 32);
  return {
    issue(openedAt = Date.now()) {
      const time = Math.floor(openedAt).toString(36);
      return `${time}.${sign(time)}`;
    },
    openedAt(token) {
      const dot = token.indexOf('.');
      if (dot < 1 || dot > 12) return null;
      const time = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(sign(time));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const at = Number.parseInt(time, 36);
      return Number.isSafeInteger(at) ? at : null;
    },
  };
}
