import { useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import type { EditConflict } from 'remote_shared/api';
import { Button, Icon } from 'remote_shared/ui';
import { translateText, useT } from '@/i18n';
import { displayDate, displayTime } from '@/lib/dates';
import { FieldComparison } from './field-comparison';
import styles from './conflict-notice.module.css';

/** What a save that lost the race returns beside its message (docs/workflow.md, "Conflicts"). */
export interface StaleSave extends EditConflict {
  message: string;
  /** The next save starts from the version now stored (after Reload). */
  accept: () => void;
}

/** The key of submission errors a stale save is reported under (not a field's name). */
export const STALE_SAVE = '__staleSave';

const humanise = (name: string) => name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const shown = (value: unknown) => (value == null || value === '' ? '—' : String(value));

/**
 * Someone saved this record after the form opened: says who and when, keeps what was typed, and
 * offers a field-by-field comparison and a reload of the stored version.
 */
export function ConflictNotice<Values extends object>({
  conflict,
  theirs,
  onReloaded,
}: {
  conflict: StaleSave;
  /** The stored record as the form's values. */
  theirs: Partial<Values>;
  onReloaded: () => void;
}) {
  const t = useT();
  const [comparing, setComparing] = useState(false);
  const form = useForm<Values>();
  const yours = useFormState<Values>({ subscription: { values: true } }).values as Partial<Values>;
  const reload = () => {
    form.initialize(theirs);
    conflict.accept();
    onReloaded();
  };
  const names = [...new Set([...Object.keys(theirs), ...Object.keys(yours)])] as (keyof Values & string)[];
  const differing = names.filter((name) => shown(theirs[name]) !== shown(yours[name]));
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.message}>
        <Icon name="alert" size={18} />
        <span>
          {translateText(conflict.message)}{' '}
          {conflict.changed_at && t('conflict.savedOn', { date: displayDate(conflict.changed_at), time: displayTime(conflict.changed_at) })}
        </span>
      </p>
      <p className={styles.kept}>{t('conflict.kept')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" aria-expanded={comparing} onClick={() => setComparing(!comparing)}>
          {comparing ? t('conflict.hideCompare') : t('conflict.compare')}
        </Button>
        <Button variant="secondary" size="small" onClick={reload}>
          {t('conflict.reload')}
        </Button>
      </div>
      {comparing && (
        <div className={styles.comparison}>
          <FieldComparison
            caption={t('conflict.differ')}
            left={t('conflict.saved')}
            right={t('conflict.yours')}
            empty={t('conflict.none')}
            fields={differing.map((name) => ({ name, label: translateText(humanise(name)), left: shown(theirs[name]), right: shown(yours[name]) }))}
          />
        </div>
      )}
    </div>
  );
}
