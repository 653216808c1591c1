import { Link } from 'react-router-dom';
import { PageMeta } from 'remote_shared/seo';
import { Icon, type IconName } from 'remote_shared/ui/core';
import { CompanyFacts } from '@/blocks/company-facts/company-facts';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { Section } from '@/blocks/section/section';
import { useLocalePath, useT } from '@/i18n';
import styles from './about-us-page.module.css';

const NEXT: { to: string; icon: IconName; titleKey: string; textKey: string }[] = [
  { to: '/mission-vision', icon: 'target', titleKey: 'about.more.missionVision.title', textKey: 'about.more.missionVision.text' },
  { to: '/why-choose-us', icon: 'award', titleKey: 'about.more.whyUs.title', textKey: 'about.more.whyUs.text' },
];

export function AboutUsPage() {
  const t = useT('about');
  const lp = useLocalePath();
  return (
    <>
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} path="/about-us" />
      <PageIntro eyebrow={t('about.intro.eyebrow')} title={t('about.intro.title')} aside={<CompanyFacts />}>
        <p>{t('about.intro.p1')}</p>
        <p>{t('about.intro.p2')}</p>
      </PageIntro>
      <Section tone="surface" eyebrow={t('about.more.eyebrow')} title={t('about.more.title')}>
        <ul className={styles.cards}>
          {NEXT.map((card) => (
            <li key={card.to}>
              <Link to={lp(card.to)} className={styles.card}>
                <span className={styles.icon}>
                  <Icon name={card.icon} size={28} />
                </span>
                <span className={styles.text}>
                  <span className={styles.title}>{t(card.titleKey)}</span>
                  <span className={styles.description}>{t(card.textKey)}</span>
                </span>
                <Icon name="arrow-right" size={24} className={styles.arrow} />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={t('about.cta.title')} text={t('about.cta.text')} />
    </>
  );
}
