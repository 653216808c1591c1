import { mainSiteLink } from 'remote_shared/config';
import { FeatureGrid } from '@/blocks/feature-grid/feature-grid';
import { Section } from '@/blocks/section/section';
import { valuesInOrder } from '@/blocks/why-us/why-us-values';

/**
 * Home: four reasons, each with LEARN MORE to the main site's why-choose-us page (spec §2); our own
 * /why-choose-us when no main site is configured, so the link never goes nowhere.
 */
export function WhyChooseUsSection() {
  const href = mainSiteLink('/why-choose-us') ?? '/why-choose-us';
  const items = valuesInOrder(['Experience', 'Expertise', 'Innovations', 'Agile']).map((value) => ({
    ...value,
    link: { label: 'LEARN MORE', href },
  }));
  return (
    <Section
      tone="surface"
      align="center"
      eyebrow="Why choose us"
      title="Why Choose Us"
      lead="Public institutions trust us with services their citizens use every day. Here is why."
    >
      <FeatureGrid items={items} columns={4} />
    </Section>
  );
}
