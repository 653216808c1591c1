import { isIconImage, missionVision, type RecordOf } from 'remote_shared/content';

type MissionVision = RecordOf<typeof missionVision>;
import { PageMeta } from 'remote_shared/seo';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { ResponsiveImage } from '@/blocks/responsive-image/responsive-image';
import { Section } from '@/blocks/section/section';
import { QueryList } from '@/blocks/query-state/query-state';
import { useLocalizedList, useT } from '@/i18n';
import styles from './mission-vision-page.module.css';

/** The image takes half the 1200 px page beside the text on wide screens, the full column below. */
const STATEMENT_SIZES = '(min-width: 1200px) 552px, (min-width: 1024px) calc((100vw - 96px) / 2), calc(100vw - 32px)';

function ItemIcon({ item }: { item: MissionVision }) {
  if (!item.icon) return null;
  return (
    <span className={styles.icon} aria-hidden="true">
      {isIconImage(item.icon) ? (
        <ResponsiveImage record={item} type={missionVision} field="icon" sizes="40px" alt="" width={40} height={40} loading="lazy" />
      ) : (
        item.icon
      )}
    </span>
  );
}

function Statement({ item, index }: { item: MissionVision; index: number }) {
  return (
    <article className={[styles.item, index % 2 === 1 && styles.reversed].filter(Boolean).join(' ')}>
      {item.image_url && (
        <div className={styles.media}>
          <ResponsiveImage
            className={styles.image}
            record={item}
            type={missionVision}
            sizes={STATEMENT_SIZES}
            alt=""
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        </div>
      )}
      <div className={styles.body}>
        <ItemIcon item={item} />
        <h3 className={styles.title}>{item.title}</h3>
        <p className={styles.text}>{item.text}</p>
      </div>
    </article>
  );
}

/** Mission and vision, as the back office edits them (spec §2); a failed load offers Retry (docs/decisions/0019-failed-loads-are-never-shown-as-empty-pages.md). */
export function MissionVisionPage() {
  const t = useT('missionVision');
  const query = useLocalizedList(missionVision);
  return (
    <>
      <PageMeta title={t('missionVision.meta.title')} description={t('missionVision.meta.description')} path="/mission-vision" />
      <Section eyebrow={t('missionVision.eyebrow')} title={t('missionVision.title')} lead={t('missionVision.lead')}>
        <QueryList
          query={query}
          loading={t('status.loading')}
          error={{ title: t('missionVision.error.title'), message: t('status.checkConnection') }}
          empty={{ title: t('missionVision.empty.title'), message: t('missionVision.empty.message') }}
          as="div"
          className={styles.list}
          item={(item, i) => <Statement key={item.id} item={item} index={i} />}
        />
      </Section>
      <CtaBand title={t('missionVision.cta.title')} text={t('missionVision.cta.text')} />
    </>
  );
}
