import { Fragment, useState } from 'react';
import { resolveAssetUrl } from 'remote_shared/config';
import { headers as headersType, type Header } from 'remote_shared/schemas';
import { Button, Card, Icon } from 'remote_shared/ui';
import { RowActions } from '@/components/row-actions';
import { CardGridSection } from '@/content/card-grid-section';
import { ContentForm } from '@/content/content-form';
import { DeletedRecords } from '@/content/deleted-records';
import { useSectionList } from '@/content/endpoints';
import { HistoryButton, useHistoryPanel } from '@/content/history-panel';
import { MissingTranslations } from '@/content/translations';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { usePermissions } from '@/hooks/use-permissions';
import { CARD_TEXTS, FORM_TEXTS, sectionTexts, useT } from '@/i18n';
import cards from '@/components/card-grid.module.css';
import styles from './headers-page.module.css';

/** A literal backslash-n in a slide title is a line break (spec §2). */
export function SlideTitle({ title }: { title: string }) {
  const lines = title.split('\\n');
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

const plainTitle = (title: string) => title.replace(/\\n/g, ' ');

function HeaderCard({ header, onEdit, onDelete, onHistory }: { header: Header; onEdit?: () => void; onDelete?: () => void; onHistory?: () => void }) {
  const src = resolveAssetUrl(header.image_url);
  return (
    <Card as="li" flush className={cards.card}>
      <div className={styles.media}>{src ? <img src={src} alt="" className={styles.image} loading="lazy" /> : <Icon name="image" size={32} />}</div>
      <div className={styles.body}>
        {header.subtitle && <p className={styles.subtitle}>{header.subtitle}</p>}
        <h2 className={styles.title}>
          <SlideTitle title={header.title} />
        </h2>
        <p className={styles.description}>{header.description}</p>
        <MissingTranslations type={headersType} record={header} />
        <div className={cards.actions}>
          <RowActions
            name={plainTitle(header.title)}
            onEdit={onEdit}
            onDelete={onDelete}
            extra={onHistory && <HistoryButton name={plainTitle(header.title)} onClick={onHistory} />}
          />
        </div>
      </div>
    </Card>
  );
}

/** Create Header / Update Header, with 'Creating...' / 'Updating...' while saving (spec §4). */
function HeaderForm({ header, onClose }: { header: Header | null; onClose: () => void }) {
  const t = useT();
  return (
    <ContentForm
      type={headersType}
      record={header}
      size="large"
      onClose={onClose}
      texts={{ ...sectionTexts(t, 'headers', FORM_TEXTS), uploaded: t('headers.uploaded') }}
      fields={{ title: { hint: t('headers.form.titleHint') } }}
    />
  );
}

/** The hero slides of the home page as a card grid: create, edit, delete (spec §2). */
export function HeadersPage() {
  const t = useT();
  const { list, removeById } = useSectionList<Header>(headersType, t('section.headers.loadFailed'));
  const { allows } = usePermissions();
  const [form, setForm] = useState<{ header: Header | null } | null>(null);
  const deletion = useConfirmedDelete<Header>({
    remove: (header) => removeById(header.id),
    title: t('headers.deleteTitle'),
    question: t('headers.deleteQuestion'),
    detail: (header) => plainTitle(header.title),
    deleted: t('headers.deleted'),
    failed: t('headers.deleteFailed'),
  });

  const history = useHistoryPanel<Header>(headersType, (header) => plainTitle(header.title));

  const canWrite = allows(headersType, 'create');
  const canDelete = allows(headersType, 'delete');
  const addButton = canWrite && (
    <Button onClick={() => setForm({ header: null })}>
      <Icon name="plus" size={18} />
      {t('headers.add')}
    </Button>
  );
  const actions = canWrite && (
    <>
      <DeletedRecords<Header> type={headersType} nameOf={(header) => plainTitle(header.title)} />
      {addButton}
    </>
  );

  return (
    <>
      <CardGridSection<Header>
        type={headersType}
        texts={sectionTexts(t, 'headers', CARD_TEXTS)}
        list={list}
        readOnly={!canWrite}
        actions={actions}
        empty={{ icon: 'image', action: addButton }}
        card={(header) => (
          <HeaderCard
            key={header.id}
            header={header}
            onEdit={allows(headersType, 'update') ? () => setForm({ header }) : undefined}
            onDelete={canDelete ? () => deletion.ask(header) : undefined}
            onHistory={history.allowed ? () => history.open(header) : undefined}
          />
        )}
      />
      {form && <HeaderForm header={form.header} onClose={() => setForm(null)} />}
      {deletion.dialog}
      {history.panel}
    </>
  );
}

export default HeadersPage;
