import { useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import type { EditConflict } from 'remote_shared/api';
import { Button, Icon } from 'remote_shared/ui';
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

export const CONFLICT_TEXTS = {
  compare: 'Compare',
  hideCompare: 'Hide comparison',
  reload: 'Reload their version',
  saved: 'Saved now',
  yours: 'Yours (not saved)',
  kept: 'What you typed is kept: compare the two versions, or reload theirs and edit again.',
} as const;

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
          {conflict.message} {conflict.changed_at && `Saved on ${displayDate(conflict.changed_at)} at ${displayTime(conflict.changed_at)}.`}
        </span>
      </p>
      <p className={styles.kept}>{CONFLICT_TEXTS.kept}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" aria-expanded={comparing} onClick={() => setComparing(!comparing)}>
          {comparing ? CONFLICT_TEXTS.hideCompare : CONFLICT_TEXTS.compare}
        </Button>
        <Button variant="secondary" size="small" onClick={reload}>
          {CONFLICT_TEXTS.reload}
        </Button>
      </div>
      {comparing && (
        <div className={styles.comparison}>
          <FieldComparison
            caption="Fields that differ"
            left={CONFLICT_TEXTS.saved}
            right={CONFLICT_TEXTS.yours}
            empty="None: the stored version has what you typed."
            fields={differing.map((name) => ({ name, label: humanise(name), left: shown(theirs[name]), right: shown(yours[name]) }))}
          />
        </div>
      )}
    </div>
  );
}
