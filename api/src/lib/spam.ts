/**
 * Whether a contact message looks like spam (docs/inbox.md, "Spam"). A suspect message is kept in
 * the Spam folder, never dropped, and announces nothing; a person can mark it not spam.
 */
export const TOO_OLD_MS = 7 * 24 * 3_600_000;
const THRESHOLD = 3;

/** Phrases of bulk offers this site never asks for; lower case. */
const PHRASES = [
  'seo services', 'backlinks', 'guest post', 'casino', 'crypto', 'bitcoin', 'forex', 'viagra', 'cialis', 'loan offer',
  'increase your traffic', 'rank your website', 'first page of google', 'web traffic', 'earn money', 'work from home',
  'click here', 'unsubscribe', 'dear sir/madam', 'buy followers',
];
const LINK = /\bhttps?:\/\/|\bwww\./gi;

export type FormTiming = { openedAt: number } | 'missing' | 'forged';

export interface SpamVerdict {
  suspect: boolean;
  /** Why, in a few words each; empty when nothing looked wrong. */
  reasons: string[];
}

/** `minMs`: sooner than this after the form opened is too fast for a person (CONTACT_MIN_SECONDS, 3 s). */
export function judgeContact(text: { name: string; message: string }, timing: FormTiming, now: number, minMs: number): SpamVerdict {
  const reasons: string[] = [];
  let score = 0;
  if (timing === 'forged') {
    score += THRESHOLD;
    reasons.push('its form token was not issued by this site');
  } else if (timing !== 'missing') {
    const age = now - timing.openedAt;
    if (age < minMs) {
      score += THRESHOLD;
      reasons.push(age < 1_000 ? 'sent less than a second after the form opened' : `sent ${Math.round(age / 1_000)} s after the form opened`);
    } else if (age > TOO_OLD_MS) {
      score += THRESHOLD;
      reasons.push('its form was opened more than 7 days earlier');
    }
  } else {
    score += 1;
    reasons.push('sent without a form token');
  }
  const all = `${text.name}\n${text.message}`;
  const links = all.match(LINK)?.length ?? 0;
  if (links) {
    score += links >= 3 ? THRESHOLD : links;
    reasons.push(`${links} ${links === 1 ? 'link' : 'links'}`);
  }
  const lower = all.toLowerCase();
  const phrases = PHRASES.filter((phrase) => lower.includes(phrase));
  if (phrases.length) {
    score += 2 * phrases.length;
    reasons.push(`spam phrases: ${phrases.slice(0, 3).map((p) => `“${p}”`).join(', ')}`);
  }
  return { suspect: score >= THRESHOLD, reasons: score >= THRESHOLD ? reasons : [] };
}
