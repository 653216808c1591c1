import { FORM_MAX_AGE_DAYS, spamReasonText } from 'contracts';

/**
 * Whether a contact message looks like spam (docs/inbox.md, "Spam"). A suspect message is kept in
 * the Spam folder, never dropped, and announces nothing; a person can mark it not spam. The
 * reasons' words are remote-shared's (`spam-reasons.ts`), which reads them back as codes.
 */

export const TOO_OLD_MS = FORM_MAX_AGE_DAYS * 24 * 3_600_000;
const THRESHOLD = 3;

/** Phrases of bulk offers this site never asks for; lower case. */
const PHRASES = [
  'seo services',
  'backlinks',
  'guest post',
  'casino',
  'crypto',
  'bitcoin',
  'forex',
  'viagra',
  'cialis',
  'loan offer',
  'increase your traffic',
  'rank your website',
  'first page of google',
  'web traffic',
  'earn money',
  'work from home',
  'click here',
  'unsubscribe',
  'dear sir/madam',
  'buy followers',
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
    reasons.push(spamReasonText.forged());
  } else if (timing !== 'missing') {
    const age = now - timing.openedAt;
    if (age < minMs) {
      score += THRESHOLD;
      reasons.push(spamReasonText.tooFast(age));
    } else if (age > TOO_OLD_MS) {
      score += THRESHOLD;
      reasons.push(spamReasonText.tooOld());
    }
  } else {
    score += 1;
    reasons.push(spamReasonText.noToken());
  }
  const all = `${text.name}\n${text.message}`;
  const links = all.match(LINK)?.length ?? 0;
  if (links) {
    score += links >= 3 ? THRESHOLD : links;
    reasons.push(spamReasonText.links(links));
  }
  const lower = all.toLowerCase();
  const phrases = PHRASES.filter((phrase) => lower.includes(phrase));
  if (phrases.length) {
    score += 2 * phrases.length;
    reasons.push(spamReasonText.phrases(phrases.slice(0, 3)));
  }
  return { suspect: score >= THRESHOLD, reasons: score >= THRESHOLD ? reasons : [] };
}
