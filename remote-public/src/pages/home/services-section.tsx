import { Link } from 'react-router-dom';
import { buttonClassName } from 'remote_shared/ui/core';
import { FeatureGrid, type Feature } from '@/blocks/feature-grid/feature-grid';
import { Section } from '@/blocks/section/section';
import services from './services.json';
import styles from './services-section.module.css';

/** The six services of spec §2, in `services.json` with the other page texts kept as data. */
const SERVICES = services as Feature[];

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
