import { Link } from 'react-router-dom';
import { Icon, buttonClassName, type IconName } from 'remote_shared/ui/core';
import { CompanyFacts } from '@/blocks/company-facts/company-facts';
import { Eyebrow, Section, SectionHeading } from '@/blocks/section/section';
import { useLocalePath, useT } from '@/i18n';
import styles from './about-company.module.css';

const CARDS: Array<{ icon: IconName; titleKey: string; textKey: string }> = [
  { icon: 'award', titleKey: 'home.about.experience.title', textKey: 'home.about.experience.text' },
  { icon: 'clock', titleKey: 'home.about.support.title', textKey: 'home.about.support.text' },
];

/** Home: who we are, with the Experience and Quick Support cards (spec §2). */
export function AboutCompany() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Section labelledBy="about-company-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <Eyebrow>{t('home.about.eyebrow')}</Eyebrow>
          <SectionHeading id="about-company-title">{t('home.about.title')}</SectionHeading>
          <p className={styles.lead}>{t('home.about.lead')}</p>
          <div className={styles.cards}>
            {CARDS.map(({ icon, titleKey, textKey }) => (
              <div key={icon} className={styles.card}>
                <span className={styles.cardIcon}>
                  <Icon name={icon} size={24} />
                </span>
                <div>
                  <h3 className={styles.cardTitle}>{t(titleKey)}</h3>
                  <p className={styles.cardText}>{t(textKey)}</p>
                </div>
              </div>
            ))}
          </div>
          <Link className={buttonClassName({ variant: 'primary' }, styles.more)} to={lp('/about-us')}>
            {t('home.about.more')}
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
        <CompanyFacts />
      </div>
    </Section>
  );
}
