import { teamMembers, type RecordOf } from 'remote_shared/content';

type TeamMember = RecordOf<typeof teamMembers>;
import { PageMeta } from 'remote_shared/seo';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { ResponsiveImage, imagePreload, usePicture } from '@/blocks/responsive-image/responsive-image';
import { Section } from '@/blocks/section/section';
import { QueryList } from '@/blocks/query-state/query-state';
import { useLocalizedList, useT } from '@/i18n';
import styles from './our-team-page.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A card's width: 1, 2 or 3 columns (our-team-page.module.css: at most 380 px alone, 32 px gaps, a 1200 px page). */
const MEMBER_SIZES =
  '(min-width: 1200px) 368px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), (min-width: 412px) 380px, calc(100vw - 32px)';

function MemberCard({ member, eager }: { member: TeamMember; eager: boolean }) {
  return (
    <li className={styles.member}>
      <div className={styles.photo}>
        {member.image_url ? (
          <ResponsiveImage
            record={member}
            type={teamMembers}
            sizes={MEMBER_SIZES}
            alt=""
            width={480}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(member.name)}
          </span>
        )}
      </div>
      <div className={styles.info}>
        <h3 className={styles.name}>{member.name}</h3>
        <p className={styles.position}>{member.position}</p>
      </div>
    </li>
  );
}

/** Our Leadership Team (spec §2): 1, 2 or 3 columns by width, a last row's orphans centred. */
export function OurTeamPage() {
  const t = useT('team');
  const query = useLocalizedList(teamMembers);
  // The first photo is the page's largest paint on a phone: the page server preloads it from the head.
  const first = usePicture(query.data?.[0], teamMembers);
  return (
    <>
      <PageMeta title={t('team.meta.title')} description={t('team.meta.description')} path="/our-team" preloadImage={imagePreload(first, MEMBER_SIZES)} />
      <Section align="center" eyebrow={t('team.eyebrow')} title={t('team.title')} lead={t('team.lead')}>
        <QueryList
          query={query}
          loading={t('status.loading')}
          error={{ title: t('team.error.title'), message: t('status.checkConnection') }}
          empty={{ title: t('team.empty.title'), message: t('team.empty.message') }}
          className={styles.grid}
          item={(member, i) => <MemberCard key={member.id} member={member} eager={i === 0} />}
        />
      </Section>
      <CtaBand title={t('team.cta.title')} text={t('team.cta.text')} />
    </>
  );
}
