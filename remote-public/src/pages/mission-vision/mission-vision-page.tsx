import { useLocation } from 'react-router-dom';
import { localeArgOfPath, usePublicList } from 'remote_shared/data';
import { isIconImage, missionVision, type RecordOf } from 'remote_shared/content';

type MissionVision = RecordOf<typeof missionVision>;
import { PageMeta } from 'remote_shared/seo';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { ResponsiveImage } from '@/blocks/responsive-image/responsive-image';
import { Section } from '@/blocks/section/section';
import { QueryList } from '@/blocks/query-state/query-state';
import styles from './mission-vision-page.module.css';


/** The image takes half the 1200 px page beside the text on wide screens, the full column below. */
export const STATEMENT_SIZES = '(min-width: 1200px) 552px, (min-width: 1024px) calc((100vw - 96px) / 2), calc(100vw - 32px)';

function ItemIcon({ item }: { item: MissionVision }) {
  if (!item.icon) return null;
  return (
    <span className={styles.icon} aria-hidden="true">
      {isIconImage(item.icon) ? <ResponsiveImage record={item} type={missionVision} field="icon" sizes="40px" alt="" width={40} height={40} loading="lazy" /> : item.icon}
    </span>
  );
}

function Statement({ item, index }: { item: MissionVision; index: number }) {
  return (
    <article className={[styles.item, index % 2 === 1 && styles.reversed].filter(Boolean).join(' ')}>
      {item.image_url && (
        <div className={styles.media}>
          <ResponsiveImage className={styles.image} record={item} type={missionVision} sizes={STATEMENT_SIZES} alt="" loading={index === 0 ? 'eager' : 'lazy'} />
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

/** Mission and vision, as the back office edits them (spec §2); a failed load offers Retry (docs/decisions.md). */
export function MissionVisionPage() {
  // Content in the address's locale (docs/i18n.md, "Content"): English sends today's request.
  const query = usePublicList(missionVision, localeArgOfPath(useLocation().pathname));
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
