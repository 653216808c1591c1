import type { SpamSignal } from 'remote_shared/schemas';
import { translateText, useT, type T } from '@/i18n';
import styles from './contacts-page.module.css';

/** The catalogue key of each reason's words. */
const REASON_KEYS: Record<Exclude<SpamSignal['code'], 'other'>, string> = {
  too_fast: 'contacts.spam.reason.too_fast',
  form_too_old: 'contacts.spam.reason.form_too_old',
  forged_token: 'contacts.spam.reason.forged_token',
  no_token: 'contacts.spam.reason.no_token',
  links: 'contacts.spam.reason.links',
  phrases: 'contacts.spam.reason.phrases',
};

/** One reason a message is in Spam, in staff's words (the API's code and parameters, docs/inbox.md "Spam"). */
function spamReasonText(t: T, signal: SpamSignal): string {
  // A reason an older release stored, which has no code: its own words, translated if known.
  if (signal.code === 'other') return translateText(String(signal.params.text ?? ''));
  return t(REASON_KEYS[signal.code], signal.params);
}

/** Set aside only for its speed: most often a person who pasted their details (docs/inbox.md, "Spam"). */
const onlyTooFast = (signals: readonly SpamSignal[]) => signals.length === 1 && signals[0]!.code === 'too_fast';

/** Why a message is in Spam: each reason on a line of its own, and what to do when it may be a person; nothing for a message that is not. */
export function SpamReasons({ signals }: { signals: readonly SpamSignal[] }) {
  const t = useT();
  if (signals.length === 0) return null;
  return (
    <>
      <ul className={styles.reasons} aria-label={t('contacts.spam.why')}>
        {signals.map((signal, i) => (
          <li key={`${signal.code}-${i}`}>{spamReasonText(t, signal)}</li>
        ))}
      </ul>
      {onlyTooFast(signals) && <p className={styles.reasonHint}>{t('contacts.spam.pastedHint')}</p>}
    </>
  );
}
