import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import styles from './field-comparison.module.css';

export interface ComparedField {
  name: string;
  label: string;
  left: ReactNode;
  right: ReactNode;
  /** Marked as changed (the rows of two revisions that differ). */
  changed?: boolean;
}

/**
 * Two versions of a record side by side, one row per field: a stale save's notice (saved now,
 * yours) and the history's comparison of two revisions (docs/workflow.md, "Conflicts", "History").
 */
export function FieldComparison({
  caption,
  left,
  right,
  fields,
  empty,
}: {
  caption: ReactNode;
  left: ReactNode;
  right: ReactNode;
  fields: ComparedField[];
  empty?: string;
}) {
  const t = useT();
  return (
    <table className={styles.compare}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('conflict.field')}</th>
          <th scope="col">{left}</th>
          <th scope="col">{right}</th>
        </tr>
      </thead>
      <tbody>
        {fields.length === 0 && empty && (
          <tr>
            <td colSpan={3}>{empty}</td>
          </tr>
        )}
        {fields.map((field) => (
          <tr key={field.name} className={field.changed ? styles.changed : undefined}>
            <th scope="row">
              {field.label}
              {field.changed && <span className={styles.mark}>{t('conflict.changed')}</span>}
            </th>
            <td>{field.left}</td>
            <td>{field.right}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
