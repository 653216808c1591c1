import { useLocation } from 'react-router-dom';
import { localeArgOfPath, usePublicList } from 'remote_shared/data';
import { teamMembers, type RecordOf } from 'remote_shared/content';

type TeamMember = RecordOf<typeof teamMembers>;
import { PageMeta } from 'remote_shared/seo';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { ResponsiveImage, imagePreload, usePicture } from '@/blocks/responsive-image/responsive-image';
import { Section } from '@/blocks/section/section';
import { QueryList } from '@/blocks/query-state/query-state';
import styles from './our-team-page.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A card's width: 1, 2 or 3 columns (our-team-page.module.css: at most 380 px alone, 32 px gaps, a 1200 px page). */
export const MEMBER_SIZES = '(min-width: 1200px) 368px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), (min-width: 412px) 380px, calc(100vw - 32px)';

function MemberCard({ member, eager }: { member: TeamMember; eager: boolean }) {
  return (
    <li className={styles.member}>
      <div className={styles.photo}>
        {member.image_url ? (
          <ResponsiveImage record={member} type={teamMembers} sizes={MEMBER_SIZES} alt="" width={480} height={480} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />
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
  // Content in the address's locale (docs/i18n.md, "Content"): English sends today's request.
  const query = usePublicList(teamMembers, localeArgOfPath(useLocation().pathname));
  // The first photo is the page's largest paint on a phone: the page server preloads it from the head.
  const first = usePicture(query.data?.[0], teamMembers);
  return (
    <>
      <PageMeta
        title="Our Team"
        description="Meet our leadership team: the people who lead our software development and ICT consultancy work in Kigali, Nairobi and Addis Ababa."
        path="/our-team"
        preloadImage={imagePreload(first, MEMBER_SIZES)}
      />
      <Section
        align="center"
        eyebrow="The people behind our work"
        title="Our Leadership Team"
        lead="Engineers, consultants and managers who have delivered public systems across the continent, and who answer for ours."
      >
        <QueryList
          query={query}
          loading="Loading..."
          error={{ title: "We couldn't load our team.", message: 'Please check your connection and try again.' }}
          empty={{ title: 'Our team page is being updated', message: 'Please check back soon to meet the people behind our work.' }}
          className={styles.grid}
          item={(member, i) => <MemberCard key={member.id} member={member} eager={i === 0} />}
        />
      </Section>
      <CtaBand title="Want to work with this team?" text="Tell us about your project and we will put the right people on it." action={{ label: 'Hire Us', to: '/contact' }} />
    </>
  );
}
