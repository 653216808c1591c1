import { mainSiteLink } from 'remote_shared/config';
import { FeatureGrid } from '@/blocks/feature-grid/feature-grid';
import { Section } from '@/blocks/section/section';
import { valuesInOrder } from '@/blocks/why-us/why-us-values';
import { useLocalePath, useT } from '@/i18n';

/**
 * Home: four reasons, each with LEARN MORE to the main site's why-choose-us page (spec §2); our own
 * /why-choose-us when no main site is configured, so the link never goes nowhere.
 */
export function WhyChooseUsSection() {
  const t = useT();
  const lp = useLocalePath();
  const href = mainSiteLink('/why-choose-us') ?? lp('/why-choose-us');
  const items = valuesInOrder(['Experience', 'Expertise', 'Innovations', 'Agile'], t).map((value) => ({
    ...value,
    link: { label: t('home.learnMore'), href },
  }));
  return (
    <Section tone="surface" align="center" eyebrow={t('home.whyUs.eyebrow')} title={t('home.whyUs.title')} lead={t('home.whyUs.lead')}>
      <FeatureGrid items={items} columns={4} />
    </Section>
  );
}
