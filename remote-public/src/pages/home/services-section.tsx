import { Link } from 'react-router-dom';
import { buttonClassName } from 'remote_shared/ui/core';
import { FeatureGrid, type Feature } from '@/blocks/feature-grid/feature-grid';
import { Section } from '@/blocks/section/section';
import { useLocalePath, useT } from '@/i18n';
import services from './services';
import styles from './services-section.module.css';

/** Home: the six services (their data in services.ts) and FREE QUOTE, which leads to the contact form (spec §2). */
export function ServicesSection() {
  const t = useT();
  const lp = useLocalePath();
  const items: Feature[] = services.map((service) => ({
    icon: service.icon,
    title: t(service.titleKey),
    text: t(service.textKey),
    link: { label: t('home.services.learnMore'), href: service.href },
  }));
  return (
    <Section
      eyebrow={t('home.services.eyebrow')}
      title={t('home.services.title')}
      lead={t('home.services.lead')}
      aside={
        <Link className={buttonClassName({ variant: 'accent' }, styles.quote)} to={lp('/contact')}>
          {t('home.services.quote')}
        </Link>
      }
    >
      <FeatureGrid items={items} columns={3} />
    </Section>
  );
}
