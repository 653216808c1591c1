// A section shown as a grid of cards rather than a table (spec §2: the hero slides, mission and
// vision), each card drawn from the declaration's `admin.card`: its picture, a small line above
// the heading, the heading with an icon beside it, the text, the missing-translation badge and the
// record's actions.
import { Fragment, type ReactNode } from 'react';
import { resolveAssetUrl } from 'remote_shared/config';
import type { AnyContentType, Field } from 'remote_shared/schemas';
import { Card, Icon, type IconName } from 'remote_shared/ui';
import { EmptyState } from '@/components/empty-state';
import { QueryPanel } from '@/components/query-panel';
import type { ListQuery } from '@/components/table-panel';
import { useT } from '@/i18n';
import { fieldsOf, type Row } from './fields';
import { IconPreview } from './icon-preview';
import type { ListWords } from './section-words';
import { MissingTranslations } from './translations';
import cards from '@/components/card-grid.module.css';
import styles from './content-card.module.css';

/** Text as it shows: where the field says so, a literal backslash-n is a line break (spec §2). */
function FieldText({ field, value }: { field: Field; value: string }) {
  if (!field.lineBreaks) return <>{value}</>;
  return (
    <>
      {value.split('\\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

function ContentCard({ type, row, actions }: { type: AnyContentType; row: Row; actions: ReactNode }) {
  const t = useT();
  const { picture, kicker, heading, icon, text } = type.admin!.card!;
  const fields = fieldsOf(type);
  const value = (name: string | undefined) => (name && row[name] != null ? String(row[name]) : '');
  const src = resolveAssetUrl(value(picture) || null);
  return (
    <Card as="li" flush className={cards.card}>
      {picture && (
        <div className={styles.media}>{src ? <img src={src} alt="" className={styles.image} loading="lazy" /> : <Icon name="image" size={32} />}</div>
      )}
      <div className={styles.body}>
        {value(kicker) && <p className={styles.kicker}>{value(kicker)}</p>}
        <div className={styles.heading}>
          {icon && <IconPreview icon={value(icon)} />}
          <h2 className={styles.title}>{value(heading) ? <FieldText field={fields[heading]!} value={value(heading)} /> : t('content.untitled')}</h2>
        </div>
        {text && <p className={styles.text}>{value(text)}</p>}
        <MissingTranslations type={type} record={row} />
        <div className={cards.actions}>{actions}</div>
      </div>
    </Card>
  );
}

export function ContentCards({
  type,
  words,
  query,
  actions,
  add,
}: {
  type: AnyContentType;
  words: ListWords;
  query: ListQuery<Row>;
  actions: (row: Row) => ReactNode;
  /** The Add button, offered by the empty state too, when the role may create. */
  add?: ReactNode;
}) {
  return (
    <QueryPanel
      query={query}
      loadFailed={words.loadFailed}
      loadingLabel={words.loadingLabel}
      empty={<EmptyState icon={type.admin!.icon as IconName} title={words.empty} text={words.emptyText} action={add} />}
    >
      {(rows) => (
        <ul className={cards.grid} aria-label={words.caption}>
          {rows.map((row) => (
            <ContentCard key={row.id} type={type} row={row} actions={actions(row)} />
          ))}
        </ul>
      )}
    </QueryPanel>
  );
}
