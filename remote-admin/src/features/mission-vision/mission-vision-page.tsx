import { useState } from 'react';
import { resolveAssetUrl } from 'remote_shared/config';
import { missionVision, type MissionVision } from 'remote_shared/schemas';
import { Button, Card, Icon } from 'remote_shared/ui';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryPanel } from '@/components/query-panel';
import { contentHooks } from '@/content/endpoints';
import { HistoryButton, useHistoryPanel } from '@/content/history-panel';
import { MissingTranslations, useMissingFilter } from '@/content/translations';
import { useFailureToast } from '@/hooks/use-failure-toast';
import { usePermissions } from '@/hooks/use-permissions';
import { IconPreview, MissionVisionForm } from './mission-vision-form';
import cards from '@/components/card-grid.module.css';
import section from '@/components/section.module.css';
import styles from './mission-vision-page.module.css';

export const MISSION_VISION_TEXT = {
  loadFailed: 'Failed to fetch mission and vision',
  empty: 'No mission or vision statements yet',
} as const;

function StatementCard({ item, onEdit, onHistory }: { item: MissionVision; onEdit?: () => void; onHistory?: () => void }) {
  const image = resolveAssetUrl(item.image_url);
  return (
    <Card as="li" flush className={cards.card}>
      {image && <img src={image} alt="" className={styles.image} loading="lazy" />}
      <div className={styles.body}>
        <div className={styles.heading}>
          <IconPreview icon={item.icon} />
          <h2 className={styles.title}>{item.title || 'Untitled'}</h2>
        </div>
        <p className={styles.text}>{item.text}</p>
        <MissingTranslations type={missionVision} record={item} />
        {(onEdit || onHistory) && (
          <div className={styles.actions}>
            {onEdit && (
              <Button variant="secondary" size="small" onClick={onEdit} aria-label={`Edit ${item.title || 'item'}`}>
                <Icon name="edit" size={16} />
                Edit
              </Button>
            )}
            {onHistory && <HistoryButton name={item.title || 'item'} onClick={onHistory} />}
          </div>
        )}
      </div>
    </Card>
  );
}

/** The mission and vision statements: cards with edit only (spec §2). */
export function MissionVisionPage() {
  const list = contentHooks<MissionVision>(missionVision).useList();
  const { allows } = usePermissions();
  const [editing, setEditing] = useState<MissionVision | null>(null);
  useFailureToast(list.error, MISSION_VISION_TEXT.loadFailed);
  const canEdit = allows(missionVision, 'update');
  const history = useHistoryPanel<MissionVision>(missionVision, (item) => item.title || 'item');
  const missing = useMissingFilter<MissionVision>(missionVision);

  return (
    <>
      <PageHeader title="Mission & Vision" description="The statements shown on the public Mission and Vision page." />
      {!canEdit && <p className={section.note}>Your role can view these statements; changes need an Admin or a Publisher.</p>}
      {missing.toolbar()}
      <QueryPanel
        query={missing.query(list)}
        loadFailed={MISSION_VISION_TEXT.loadFailed}
        loadingLabel="Loading mission and vision..."
        empty={<EmptyState icon="target" title={MISSION_VISION_TEXT.empty} text="The statements are created with the site's content." />}
      >
        {(items) => (
          <ul className={cards.grid} aria-label="Mission and vision statements">
            {items.map((item) => (
              <StatementCard key={item.id} item={item} onEdit={canEdit ? () => setEditing(item) : undefined} onHistory={history.allowed ? () => history.open(item) : undefined} />
            ))}
          </ul>
        )}
      </QueryPanel>
      {editing && <MissionVisionForm item={editing} onClose={() => setEditing(null)} />}
      {history.panel}
    </>
  );
}

export default MissionVisionPage;
