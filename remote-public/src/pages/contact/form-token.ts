import { apiUrl } from 'remote_shared/config';

/** The API counts a form opened more than 7 days before as suspect; renew well before that. */
const RENEW_AFTER_MS = 6 * 24 * 60 * 60 * 1000;

/** When the token says the form was opened (its first part, base 36 milliseconds), or null. */
function openedAt(token: string): number | null {
  const dot = token.indexOf('.');
  if (dot < 1 || dot > 12) return null;
  const at = Number.parseInt(token.slice(0, dot), 36);
  return Number.isSafeInteger(at) ? at : null;
}

async function ask(init?: RequestInit): Promise<string | null> {
  try {
    const response = await fetch(apiUrl('/api/contacts/form-token'), init);
    if (!response.ok) return null;
    const { token } = (await response.json()) as { token?: unknown };
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/**
 * The signed note of when the contact form was opened (docs/inbox.md, "Spam"): the one the page
 * server put in the page, else one asked for when the form appears. A form that waited for days
 * (a page kept open, a cached copy) renews it as it is sent, so a person is never taken for a bot.
 * Without any token the message still goes; the API only counts that against it.
 */
export function createFormToken(initial: string | null) {
  let token = initial;
  let pending: Promise<string | null> | null = null;
  return {
    /** Ask for one if the page came without. */
    ensure() {
      if (!token) pending ??= ask().then((fresh) => (token = fresh));
    },
    /** The token to send with the message, renewed first when it is old. */
    async forSending(now = Date.now()): Promise<string | undefined> {
      if (pending) await pending;
      const at = token ? openedAt(token) : null;
      if (token && at !== null && now - at > RENEW_AFTER_MS) {
        const body = JSON.stringify({ token });
        token = (await ask({ method: 'POST', headers: { 'content-type': 'application/json' }, body })) ?? token;
      }
      return token ?? undefined;
    },
  };
}
