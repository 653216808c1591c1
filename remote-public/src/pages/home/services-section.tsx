import { Link } from 'react-router-dom';
import { buttonClassName } from 'remote_shared/ui/core';
import { FeatureGrid, type Feature } from '@/blocks/feature-grid/feature-grid';
import { Section } from '@/blocks/section/section';
import styles from './services-section.module.css';

const SERVICES: Feature[] = [
  {
    icon: 'code',
    title: 'Front and Backend Development',
    text: 'Web platforms and APIs built for heavy public use: accessible, secure and easy to maintain.',
    link: { label: 'Learn more', href: '/services/development' },
  },
  {
    icon: 'smartphone',
    title: 'Mobile Apps Development',
    text: 'Native and cross-platform apps for iOS and Android that work on modest phones and patchy networks.',
    link: { label: 'Learn more', href: '/services/strategy' },
  },
  {
    icon: 'server',
    title: 'IT Infrastructure (Servers)',
    text: 'Data centres, virtualisation, backups and monitoring, designed and handed over with your team trained.',
    link: { label: 'Learn more', href: '/services/ict' },
  },
  {
    icon: 'shield',
    title: 'QA & Testing',
    text: 'Functional, performance, security and accessibility testing, automated so that every release is checked.',
    link: { label: 'Learn more', href: '/services/development' },
  },
  {
    icon: 'briefcase',
    title: 'ICT Consultancy',
    text: 'Strategy, procurement support and independent architecture reviews from people who have delivered.',
    link: { label: 'Learn more', href: '/services/ict' },
  },
  {
    icon: 'team',
    title: 'Dedicated Team',
    text: 'A team of engineers, designers and testers that works as part of yours, for as long as you need it.',
    link: { label: 'Learn more', href: '/services/human' },
  },
];

/** Home: the six services and FREE QUOTE, which leads to the contact form (spec §2). */
export function ServicesSection() {
  return (
    <Section
      eyebrow="What we do"
      title="Our Services"
      lead="From the first strategy workshop to the system running in production, one team takes responsibility."
      aside={
        <Link className={buttonClassName({ variant: 'accent' }, styles.quote)} to="/contact">
          FREE QUOTE
        </Link>
      }
    >
      <FeatureGrid items={SERVICES} columns={3} />
    </Section>
  );
}
