// Two revisions of a record compared field by field (docs/workflow.md, "History"): every field in
// English, each localized field's translations under it, and where a workflow's record stood.
import { useState } from 'react';
import { TRANSLATED_LOCALES, isIconImage, type AnyContentType, type Field, type Revision } from 'remote_shared/schemas';
import { FormField } from 'remote_shared/ui';
import { FieldComparison, type ComparedField } from '@/components/field-comparison';
import { translateText, useT, type T } from '@/i18n';
import { displayDateTime } from '@/lib/dates';
import { editable } from './fields';
import { changesContent, revisionLabel, revisionState } from './revision-labels';
import { Thumbnail } from './thumbnail';
import { translationLabel } from './translations';
import styles from './history-panel.module.css';

/** One value as the comparison shows it: an image's thumbnail and address, text as written, blanks said. */
function FieldValue({ field, value }: { field: Field; value: unknown }) {
  const t = useT();
  if (value === null || value === undefined || value === '') return <span className={styles.muted}>{t('content.notSet')}</span>;
  const text = String(value);
  if (field.kind === 'image' || (field.kind === 'icon' && isIconImage(text))) {
    return (
      <span className={styles.image}>
        <Thumbnail src={text} />
        <span className={styles.muted}>{text}</span>
      </span>
    );
  }
  return <>{text}</>;
}

const optionLabel = (t: T, type: AnyContentType, revision: Revision) =>
  `${revision.number}: ${revisionLabel(type, revision, t)}, ${displayDateTime(revision.at)}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
/** A revision's value of `field` in `locale`, from the translations it keeps. */
const translationOf = (revision: Revision, locale: string, field: string): string | undefined =>
  ((revision.values.translations ?? {}) as Record<string, Record<string, string> | undefined>)[locale]?.[field] || undefined;

/** Two revisions side by side, every field (and each of its translations), the ones that differ marked. */
export function RevisionCompare({ type, revisions }: { type: AnyContentType; revisions: Revision[] }) {
  const t = useT();
  // It opens on the newest change of content against the revision before it, not on workflow
  // moves that left every field as it was (docs/workflow.md, "History").
  const latest = Math.max(0, revisions.findIndex(changesContent));
  const [left, setLeft] = useState(revisions[Math.min(latest + 1, revisions.length - 1)]!.id);
  const [right, setRight] = useState(revisions[latest]!.id);
  const a = revisions.find((r) => r.id === left) ?? revisions[0]!;
  const b = revisions.find((r) => r.id === right) ?? revisions[0]!;
  const stateOf = (r: Revision) => revisionState(r, t);
  const row = (name: string, label: string, field: Field, left: unknown, right: unknown): ComparedField => ({
    name,
    label,
    left: <FieldValue field={field} value={left} />,
    right: <FieldValue field={field} value={right} />,
    changed: !same(left, right),
  });
  const rows = editable(type).flatMap(([name, field]) => {
    // The declaration's label arrives in English ('Position').
    const label = translateText(field.label);
    const english = row(name, label, field, a.values[name], b.values[name]);
    if (!type.localized.includes(name)) return [english];
    // Under it, each language either revision has a value in ('Position (Kiswahili)').
    const translated = TRANSLATED_LOCALES.map((locale) => [locale, translationOf(a, locale, name), translationOf(b, locale, name)] as const)
      .filter(([, left, right]) => left || right)
      .map(([locale, left, right]) => row(`${name}@${locale}`, translationLabel(label, locale), field, left, right));
    return [english, ...translated];
  });
  if (type.workflow)
    rows.push({
      name: 'state',
      label: t('content.history.publication'),
      left: <>{stateOf(a)}</>,
      right: <>{stateOf(b)}</>,
      changed: stateOf(a) !== stateOf(b),
    });
  const options = revisions.map((r) => (
    <option key={r.id} value={r.id}>
      {optionLabel(t, type, r)}
    </option>
  ));
  const changed = rows.filter((row) => row.changed).length;
  return (
    <section className={styles.compare} aria-labelledby="history-compare">
      <h3 id="history-compare" className={styles.subheading}>
        {t('content.history.compare')}
      </h3>
      <div className={styles.pickers}>
        <FormField as="select" label={t('content.history.compareRevision')} value={left} onChange={(event) => setLeft(Number(event.target.value))}>
          {options}
        </FormField>
        <FormField as="select" label={t('content.history.withRevision')} value={right} onChange={(event) => setRight(Number(event.target.value))}>
          {options}
        </FormField>
      </div>
      <FieldComparison
        caption={t('content.history.compareCaption', {
          a: a.number,
          b: b.number,
          differ: changed === 0 ? t('content.history.noneDiffer') : t('content.history.someDiffer', { count: changed }),
        })}
        left={`${t('content.history.revision')} ${a.number}`}
        right={`${t('content.history.revision')} ${b.number}`}
        fields={rows}
      />
    </section>
  );
}
