import { PageMeta } from 'remote_shared/seo';
import { CountersBand } from '@/blocks/counters/counters-band';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { FeatureGrid } from '@/blocks/feature-grid/feature-grid';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { Section } from '@/blocks/section/section';
import { valuesInOrder } from '@/blocks/why-us/why-us-values';
import { useT } from '@/i18n';

export function WhyChooseUsPage() {
  const t = useT('whyUs');
  return (
    <>
      <PageMeta title={t('whyUs.meta.title')} description={t('whyUs.meta.description')} path="/why-choose-us" />
      <PageIntro
        eyebrow={t('whyUs.intro.eyebrow')}
        title={t('whyUs.intro.title')}
        points={{
          title: t('whyUs.intro.points.title'),
          items: [t('whyUs.intro.points.team'), t('whyUs.intro.points.sprints'), t('whyUs.intro.points.pricing'), t('whyUs.intro.points.handover')],
        }}
      >
        <p>{t('whyUs.intro.p1')}</p>
        <p>{t('whyUs.intro.p2')}</p>
      </PageIntro>
      <CountersBand />
      <Section eyebrow={t('whyUs.values.eyebrow')} title={t('whyUs.values.title')} align="center">
        <FeatureGrid items={valuesInOrder(['Innovations', 'Expertise', 'Experience', 'Agile'], t)} columns={4} />
      </Section>
      <CtaBand title={t('whyUs.cta.title')} text={t('whyUs.cta.text')} />
    </>
  );
}
