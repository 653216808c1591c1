import { Link } from 'react-router-dom';
import type { PrivacyNotice } from 'remote_shared/schemas';
import { PRIVACY_NOTICE_PATH, usePublicRead } from 'remote_shared/data';
import { getSite } from 'remote_shared/config';
import { PageMeta } from 'remote_shared/seo';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { Section } from '@/blocks/section/section';
import { useLocalePath, useT } from '@/i18n';
import styles from './privacy-page.module.css';

/**
 * The short privacy notice the contact form links to (docs/inbox.md, "Data-protection duties"):
 * what is kept, why, for how long and how to ask for it or for its erasure. The retention period
 * is the one an Admin has set, read from the API.
 */
export function PrivacyPage() {
  const t = useT('privacy');
  const lp = useLocalePath();
  const site = getSite();
  const { data } = usePublicRead<PrivacyNotice>(PRIVACY_NOTICE_PATH);
  // How long, in words: "24 months" or "1 month", plural per language.
  const period = data ? t('privacy.months', { count: data.retention_months }) : t('privacy.period');
  return (
    <>
      <PageMeta title={t('privacy.meta.title')} description={t('privacy.meta.description', { name: site.name })} path="/privacy" />
      <PageIntro
        eyebrow={t('privacy.eyebrow')}
        title={t('privacy.title')}
        points={{
          title: t('privacy.points.title'),
          items: [t('privacy.points.keep'), t('privacy.points.use'), t('privacy.points.delete', { period }), t('privacy.points.ask')],
        }}
      >
        <p>{t('privacy.intro')}</p>
      </PageIntro>
      <Section tone="surface" narrow>
        <div className={styles.body}>
          <h2>{t('privacy.keep.title')}</h2>
          <p>{t('privacy.keep.text')}</p>
          <h2>{t('privacy.why.title')}</h2>
          <p>{t('privacy.why.text')}</p>
          <h2>{t('privacy.howLong.title')}</h2>
          {/* The period ends the sentence in every language; it stays a text of its own, as the page server has always rendered it. */}
          <p>
            {`${t('privacy.howLong.beforePeriod')} `}
            {period}.
          </p>
          <h2>{t('privacy.access.title')}</h2>
          <p>
            {t('privacy.access.beforeEmail')} <a href={`mailto:${site.email}`}>{site.email}</a> {t('privacy.access.beforeForm')}{' '}
            <Link to={lp('/contact')}>{t('privacy.access.form')}</Link> {t('privacy.access.afterForm')}
          </p>
        </div>
      </Section>
    </>
  );
}
