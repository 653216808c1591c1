import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed preview links (docs/workflow.md, "Preview"): the time the link stops working, in base 36
 * seconds, and an HMAC under the API's secret of that time with the record it opens. A token opens
 * only its own record, cannot be made up or extended, and needs no storage.
 */
export interface PreviewTokens {
  issue(resource: string, id: number, expiresAt: Date): string;
  /** `valid`, `expired` (signed here, but past its time) or `forged` (malformed, or not for this record). */
  check(token: string, resource: string, id: number, now: Date): { verdict: 'valid'; expiresAt: Date } | { verdict: 'expired' } | { verdict: 'forged' };
}

export function createPreviewTokens(secret: Uint8Array): PreviewTokens {
  const sign = (resource: string, id: number, time: string) => createHmac('sha256', secret).update(`preview:${resource}:${id}:${time}`).digest('base64url');
  return {
    issue(resource, id, expiresAt) {
      const time = Math.floor(expiresAt.getTime() / 1000).toString(36);
      return `${time}.${sign(resource, id, time)}`;
    },
    check(token, resource, id, now) {
      const match = /^([0-9a-z]{1,10})\.([\w-]{43})$/.exec(token);
      if (!match) return { verdict: 'forged' };
      const [, time, signature] = match as unknown as [string, string, string];
      const given = Buffer.from(signature);
      const expected = Buffer.from(sign(resource, id, time));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { verdict: 'forged' };
      const expiresAt = new Date(Number.parseInt(time, 36) * 1000);
      return expiresAt.getTime() <= now.getTime() ? { verdict: 'expired' } : { verdict: 'valid', expiresAt };
    },
  };
}
