import { Link } from 'react-router-dom';
import type { PrivacyNotice } from 'remote_shared/schemas';
import { PRIVACY_NOTICE_PATH, usePublicRead } from 'remote_shared/data';
import { getSite } from 'remote_shared/config';
import { PageMeta } from 'remote_shared/seo';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { Section } from '@/blocks/section/section';
import styles from './privacy-page.module.css';

/** How long, in words: "24 months" or "1 month". */
const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/**
 * The short privacy notice the contact form links to (docs/inbox.md, "Data-protection duties"):
 * what is kept, why, for how long and how to ask for it or for its erasure. The retention period
 * is the one an Admin has set, read from the API.
 */
export function PrivacyPage() {
  const site = getSite();
  const { data } = usePublicRead<PrivacyNotice>(PRIVACY_NOTICE_PATH);
  const period = data ? months(data.retention_months) : 'the period we have set';
  return (
    <>
      <PageMeta
        title="Privacy Notice"
        description={`What ${site.name} keeps when you write to us through this website, why, for how long, and how to see or erase it.`}
        path="/privacy"
      />
      <PageIntro
        eyebrow="Your data"
        title="Privacy notice"
        points={{
          title: 'In short',
          items: ['We keep only what you send us', 'We use it only to answer you', `Handled messages are deleted after ${period}`, 'Ask us any time to see or erase it'],
        }}
      >
        <p>
          This notice covers the contact form of this website. We follow Kenya&rsquo;s Data Protection Act 2019 and
          Rwanda&rsquo;s Law N&deg; 058/2021 on the protection of personal data and privacy.
        </p>
      </PageIntro>
      <Section tone="surface" narrow>
        <div className={styles.body}>
          <h2>What we keep</h2>
          <p>
            Your name, your email address, your message and when you sent it; and the replies we send you, with whether
            they were delivered. We keep no other record of your visit: the site sets no tracking cookies.
          </p>
          <h2>Why</h2>
          <p>
            To answer your enquiry and to follow it up with you. Only the members of our team who answer enquiries can
            read it. We do not sell it, share it or add it to a mailing list.
          </p>
          <h2>For how long</h2>
          <p>
            A message stays while we are working on it with you. Once it is handled and archived, or if it was set aside
            as spam, it is deleted automatically after {period}.
          </p>
          <h2>Seeing or erasing it</h2>
          <p>
            You may ask us for a copy of everything we hold about your email address, or ask us to erase it. Write to{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a> or use the <Link to="/contact">contact form</Link> from the
            same address; we answer within 24 hours on business days and erase it within 30 days.
          </p>
        </div>
      </Section>
    </>
  );
}
