import { contentApi } from 'remote_shared/api';
import { resolveAssetUrl } from 'remote_shared/config';
import { isIconImage, missionVision, type RecordOf } from 'remote_shared/content';

type MissionVision = RecordOf<typeof missionVision>;
import { PageMeta } from 'remote_shared/seo';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { Section } from '@/blocks/section/section';
import { QueryList } from '@/blocks/query-state/query-state';
import styles from './mission-vision-page.module.css';


function ItemIcon({ icon }: { icon: string }) {
  if (!icon) return null;
  return (
    <span className={styles.icon} aria-hidden="true">
      {isIconImage(icon) ? <img src={resolveAssetUrl(icon) ?? ''} alt="" width={40} height={40} loading="lazy" /> : icon}
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
  const query = contentApi(missionVision).useGetMissionVisionQuery();
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
        <QueryList
          query={query}
          loading="Loading..."
          error={{ title: "We couldn't load our mission and vision.", message: 'Please check your connection and try again.' }}
          empty={{ title: 'Coming soon', message: 'Our mission and vision statements will be published here shortly.' }}
          as="div"
          className={styles.list}
          item={(item, i) => <Statement key={item.id} item={item} index={i} />}
        />
      </Section>
      <CtaBand title="Share our ambition?" text="Let us talk about what your institution wants to achieve next." action={{ label: 'Hire Us', to: '/contact' }} />
    </>
  );
}
