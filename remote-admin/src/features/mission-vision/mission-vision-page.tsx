import { useState } from 'react';
import { resolveAssetUrl } from 'remote_shared/config';
import { missionVision, type MissionVision } from 'remote_shared/schemas';
import { Card } from 'remote_shared/ui';
import { RowActions } from '@/components/row-actions';
import { CardGridSection } from '@/content/card-grid-section';
import { useSectionList } from '@/content/endpoints';
import { HistoryButton, useHistoryPanel } from '@/content/history-panel';
import { MissingTranslations } from '@/content/translations';
import { usePermissions } from '@/hooks/use-permissions';
import { CARD_TEXTS, sectionTexts, useT } from '@/i18n';
import { IconPreview, MissionVisionForm } from './mission-vision-form';
import cards from '@/components/card-grid.module.css';
import styles from './mission-vision-page.module.css';

function StatementCard({ item, onEdit, onHistory }: { item: MissionVision; onEdit?: () => void; onHistory?: () => void }) {
  const t = useT();
  const image = resolveAssetUrl(item.image_url);
  const name = item.title || t('missionVision.item');
  return (
    <Card as="li" flush className={cards.card}>
      {image && <img src={image} alt="" className={styles.image} loading="lazy" />}
      <div className={styles.body}>
        <div className={styles.heading}>
          <IconPreview icon={item.icon} />
          <h2 className={styles.title}>{item.title || t('missionVision.untitled')}</h2>
        </div>
        <p className={styles.text}>{item.text}</p>
        <MissingTranslations type={missionVision} record={item} />
        {(onEdit || onHistory) && (
          <div className={cards.actions}>
            <RowActions name={name} onEdit={onEdit} extra={onHistory && <HistoryButton name={name} onClick={onHistory} />} />
          </div>
        )}
      </div>
    </Card>
  );
}

/** The mission and vision statements: cards with edit only (spec §2). */
export function MissionVisionPage() {
  const t = useT();
  const { list } = useSectionList<MissionVision>(missionVision, t('section.missionVision.loadFailed'));
  const { allows } = usePermissions();
  const [editing, setEditing] = useState<MissionVision | null>(null);
  const canEdit = allows(missionVision, 'update');
  const history = useHistoryPanel<MissionVision>(missionVision, (item) => item.title || t('missionVision.item'));

  return (
    <>
      <CardGridSection<MissionVision>
        type={missionVision}
        texts={sectionTexts(t, 'missionVision', CARD_TEXTS)}
        list={list}
        readOnly={!canEdit}
        empty={{ icon: 'target' }}
        card={(item) => <StatementCard key={item.id} item={item} onEdit={canEdit ? () => setEditing(item) : undefined} onHistory={history.allowed ? () => history.open(item) : undefined} />}
      />
      {editing && <MissionVisionForm item={editing} onClose={() => setEditing(null)} />}
      {history.panel}
    </>
  );
}

export default MissionVisionPage;
