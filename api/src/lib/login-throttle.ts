import type { Limiter } from './limiter';
import { clientKey } from './client-key';

export type AttemptVerdict = { allowed: true; keys: { client: string; account: string } } | { allowed: false; resetMs: number; reason: string };

/**
 * Failed-password counting, shared by sign-in, password changes and reset links
 * (docs/security.md, "Throttling"). The client is counted first: a client over its limit is
 * refused before any per-account counter exists, so a flood of made-up addresses from one client
 * cannot fill the counter store, let alone flush the counters that matter.
 */
export function loginThrottle(limiter: Limiter, { max, windowMs }: { max: number; windowMs: number }) {
  return {
    /**
     * Counts one attempt by `ip` on `email` (or only against the client when `email` is null). A
     * refused attempt is taken back at once: it never reached a password check, so a burst of
     * people signing in from one office address cannot keep that address locked.
     */
    async attempt(ip: string, email: string | null): Promise<AttemptVerdict> {
      const client = `login:ip:${clientKey(ip)}`;
      const byClient = await limiter.hit(client, windowMs, max);
      if (byClient.count > max) {
        await limiter.undo(client);
        return { allowed: false, resetMs: byClient.resetMs, reason: 'too many failures from this address' };
      }
      if (email === null) return { allowed: true, keys: { client, account: '' } };
      const account = `login:account:${email.toLowerCase()}`;
      const byAccount = await limiter.hit(account, windowMs, max);
      if (byAccount.count > max) {
        await Promise.all([limiter.undo(account), limiter.undo(client)]);
        return { allowed: false, resetMs: byAccount.resetMs, reason: 'too many failures for this account' };
      }
      return { allowed: true, keys: { client, account } };
    },
    /**
     * The attempt ended before its password was judged (the database away: 503): it does not
     * count, or sign-ins retried through an outage would lock their accounts for the window.
     */
    async unjudged(keys: { client: string; account: string }): Promise<void> {
      await Promise.all([keys.account ? limiter.undo(keys.account) : undefined, limiter.undo(keys.client)]);
    },
    /** The attempt succeeded: it does not count, and the account's earlier failures are forgotten. */
    async succeeded(keys: { client: string; account: string }): Promise<void> {
      await Promise.all([keys.account ? limiter.reset(keys.account) : undefined, limiter.undo(keys.client)]);
    },
  };
}
