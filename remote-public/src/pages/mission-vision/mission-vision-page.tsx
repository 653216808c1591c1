import { useGetMissionVisionQuery } from 'remote_shared/api';
import { resolveAssetUrl } from 'remote_shared/config';
import type { MissionVision } from 'remote_shared/schemas';
import { PageMeta } from 'remote_shared/seo';
import { CtaBand } from '../../blocks/cta-band/cta-band';
import { Section } from '../../blocks/section/section';
import { StatusView } from '../../blocks/status-view/status-view';
import styles from './mission-vision-page.module.css';

/** The icon field is text (an emoji) or the address of an image (spec §3); the same test as `isIconImage` in remote_shared/schemas, without loading zod. */
export const isImageIcon = (icon: string) => /^https?:\/\//i.test(icon) || icon.startsWith('/uploads/');

function ItemIcon({ icon }: { icon: string }) {
  if (!icon) return null;
  return (
    <span className={styles.icon} aria-hidden="true">
      {isImageIcon(icon) ? <img src={resolveAssetUrl(icon) ?? ''} alt="" width={40} height={40} loading="lazy" /> : icon}
    </span>
  );
}

function Statement({ item, index }: { item: MissionVision; index: number }) {
  const image = resolveAssetUrl(item.image_url);
  return (
    <article className={[styles.item, index % 2 === 1 && styles.reversed].filter(Boolean).join(' ')}>
      {image && (
        <div className={styles.media}>
          <img className={styles.image} src={image} alt="" width={1600} height={900} loading={index === 0 ? 'eager' : 'lazy'} />
        </div>
      )}
      <div className={styles.body}>
        <ItemIcon icon={item.icon} />
        <h3 className={styles.title}>{item.title}</h3>
        <p className={styles.text}>{item.text}</p>
      </div>
    </article>
  );
}

/** Mission and vision, as the back office edits them (spec §2); a failed load offers Retry (docs/decisions.md). */
export function MissionVisionPage() {
  const { data, isLoading, isError, isFetching, refetch } = useGetMissionVisionQuery();
  let content;
  if (isError && !isFetching) {
    content = (
      <StatusView
        kind="error"
        title="We couldn't load our mission and vision."
        message="Please check your connection and try again."
        retry={{ label: 'Retry', onClick: () => void refetch() }}
      />
    );
  } else if (isLoading || !data) {
    content = <StatusView kind="loading" title="Loading..." />;
  } else if (data.length === 0) {
    content = <StatusView kind="empty" title="Coming soon" message="Our mission and vision statements will be published here shortly." />;
  } else {
    content = (
      <div className={styles.list}>
        {data.map((item, i) => (
          <Statement key={item.id} item={item} index={i} />
        ))}
      </div>
    );
  }
  return (
    <>
      <PageMeta
        title="Our Mission and Vision"
        description="Our mission, vision and values: reliable, secure and affordable software for public institutions across Africa, built with local talent."
        path="/mission-vision"
      />
      <Section
        eyebrow="What drives us"
        title="Purpose behind every project"
        lead="Why we do this work, where we want it to lead, and the values we hold ourselves to on the way."
      >
        {content}
      </Section>
      <CtaBand title="Share our ambition?" text="Let us talk about what your institution wants to achieve next." action={{ label: 'Hire Us', to: '/contact' }} />
    </>
  );
}
