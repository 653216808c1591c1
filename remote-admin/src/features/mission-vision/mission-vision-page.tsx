import { useState } from 'react';
import { useGetMissionVisionQuery } from 'remote_shared/api';
import { resolveAssetUrl } from 'remote_shared/config';
import type { MissionVision } from 'remote_shared/schemas';
import { Button, Card, Icon, Spinner } from 'remote_shared/ui';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { usePermissions } from '../../hooks/use-permissions';
import { IconPreview, MissionVisionForm } from './mission-vision-form';
import section from '../../components/section.module.css';
import styles from './mission-vision-page.module.css';

export const MISSION_VISION_TEXT = {
  loadFailed: 'Failed to fetch mission and vision',
  empty: 'No mission or vision statements yet',
} as const;

/** The mission and vision statements: cards with edit only (spec §2). */
export function MissionVisionPage() {
  const { data: items, error, isFetching, refetch } = useGetMissionVisionQuery();
  const { can } = usePermissions();
  const [editing, setEditing] = useState<MissionVision | null>(null);
  useFailureToast(error, MISSION_VISION_TEXT.loadFailed);
  const canEdit = can('missionVision:update');

  let content;
  if (items && items.length > 0) {
    content = (
      <ul className={styles.grid} aria-label="Mission and vision statements">
        {items.map((item) => {
          const image = resolveAssetUrl(item.image_url);
          return (
            <Card as="li" flush key={item.id} className={styles.card}>
              {image && <img src={image} alt="" className={styles.image} loading="lazy" />}
              <div className={styles.body}>
                <div className={styles.heading}>
                  <IconPreview icon={item.icon} />
                  <h2 className={styles.title}>{item.title || 'Untitled'}</h2>
                </div>
                <p className={styles.text}>{item.text}</p>
                {canEdit && (
                  <Button variant="secondary" size="small" onClick={() => setEditing(item)} aria-label={`Edit ${item.title || 'item'}`}>
                    <Icon name="edit" size={16} />
                    Edit
                  </Button>
                )}
              </div>
            </Card>
          );
        })}
      </ul>
    );
  } else if (items) {
    content = (
      <Card>
        <EmptyState icon="target" title={MISSION_VISION_TEXT.empty} text="The statements are created with the site's content." />
      </Card>
    );
  } else if (error) {
    content = (
      <Card>
        <LoadError title={MISSION_VISION_TEXT.loadFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </Card>
    );
  } else {
    content = (
      <Card>
        <Spinner centered label="Loading mission and vision..." />
      </Card>
    );
  }

  return (
    <>
      <PageHeader title="Mission & Vision" description="The statements shown on the public Mission and Vision page." />
      {!canEdit && <p className={section.note}>Your role can view these statements; changes need an Admin or a Publisher.</p>}
      {content}
      {editing && <MissionVisionForm item={editing} canUpload={can('uploads:create')} onClose={() => setEditing(null)} />}
    </>
  );
}

export default MissionVisionPage;
