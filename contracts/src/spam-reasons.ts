// Why a contact message was set aside as spam (docs/inbox.md, "Spam"). The API keeps the reasons
// as a few English words in `spam_reasons` (what an operator reads in the database and the log);
// this one module writes them and reads them back, so the back office gets each reason as a code
// with its parameters and says it in staff's words, in their language.
import { z } from 'zod';

/** How many days a form may stay open before its message is suspect. */
export const FORM_MAX_AGE_DAYS = 7;

/** The stored words of each reason (`judgeContact`, api/src/lib/spam.ts). */
export const spamReasonText = {
  forged: () => 'its form token was not issued by this site',
  // FORM_MAX_AGE_DAYS, written out: the back office's catalogue finds this text by its words.
  tooOld: () => 'its form was opened more than 7 days earlier',
  noToken: () => 'sent without a form token',
  tooFast: (ms: number) => (ms < 1_000 ? 'sent less than a second after the form opened' : `sent ${Math.round(ms / 1_000)} s after the form opened`),
  links: (count: number) => `${count} ${count === 1 ? 'link' : 'links'}`,
  phrases: (phrases: readonly string[]) => `spam phrases: ${phrases.map((p) => `“${p}”`).join(', ')}`,
};
/** Stored reasons are joined with this. */
export const SPAM_REASON_SEPARATOR = '; ';

/**
 * A message whose only reason is its speed: most often a person who pasted their details, so it is
 * counted apart (the Contacts entry's Spam badge). The same words as `spamReasonText.tooFast`, as
 * a PostgreSQL regular expression over the whole of `spam_reasons`.
 */
export const ONLY_TOO_FAST_PATTERN = '^sent (less than a second|[0-9]+ s) after the form opened$';
/** How far back a message sent too fast is counted on the badge; older ones stay in Spam, uncounted. */
export const SPAM_TO_CHECK_DAYS = 7;

export const SPAM_SIGNAL_CODES = ['too_fast', 'form_too_old', 'forged_token', 'no_token', 'links', 'phrases', 'other'] as const;
export const spamSignal = z.object({
  code: z.enum(SPAM_SIGNAL_CODES),
  /** too_fast: seconds (0 for less than one); form_too_old: days; links: count; phrases: the phrases, joined; other: the stored text. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type SpamSignal = z.infer<typeof spamSignal>;

const READERS: readonly [RegExp, (match: RegExpExecArray) => SpamSignal][] = [
  [/^sent less than a second after the form opened$/, () => ({ code: 'too_fast', params: { seconds: 0 } })],
  [/^sent (\d+) s after the form opened$/, (m) => ({ code: 'too_fast', params: { seconds: Number(m[1]) } })],
  [/^its form was opened more than (\d+) days earlier$/, (m) => ({ code: 'form_too_old', params: { days: Number(m[1]) } })],
  [/^its form token was not issued by this site$/, () => ({ code: 'forged_token', params: {} })],
  [/^sent without a form token$/, () => ({ code: 'no_token', params: {} })],
  [/^(\d+) links?$/, (m) => ({ code: 'links', params: { count: Number(m[1]) } })],
  [/^spam phrases: (.+)$/, (m) => ({ code: 'phrases', params: { phrases: m[1]! } })],
];

/** The stored reasons of a message as codes; a reason this module did not write (an older release's) comes as `other`, with its text. */
export function spamSignalsOf(reasons: string | null | undefined): SpamSignal[] {
  if (!reasons) return [];
  return reasons
    .split(SPAM_REASON_SEPARATOR)
    .filter(Boolean)
    .map((reason) => {
      for (const [pattern, read] of READERS) {
        const match = pattern.exec(reason);
        if (match) return read(match);
      }
      return { code: 'other', params: { text: reason } };
    });
}
