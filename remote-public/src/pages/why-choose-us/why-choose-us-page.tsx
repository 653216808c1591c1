import { PageMeta } from 'remote_shared/seo';
import { CountersBand } from '@/blocks/counters/counters-band';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { FeatureGrid } from '@/blocks/feature-grid/feature-grid';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { Section } from '@/blocks/section/section';
import { valuesInOrder } from '@/blocks/why-us/why-us-values';

export function WhyChooseUsPage() {
  return (
    <>
      <PageMeta
        title="Why Choose Us"
        description="Why public institutions across 15+ African countries choose us: innovations, expertise, experience and an agile way of working."
        path="/why-choose-us"
      />
      <PageIntro
        eyebrow="Why us"
        title="A partner that stays until the service works"
        points={{
          title: 'What you can count on',
          items: [
            'A named team that knows your system, reachable 24/7',
            'Working software every sprint, shown in a demo',
            'Fixed, transparent pricing agreed before we start',
            'Knowledge transfer so your staff can run what we build',
          ],
        }}
      >
        <p>
          Public services have no room for experiments that fail in front of citizens. For six years we have delivered
          systems that handle payments, registrations and records for millions of people, and we stay responsible for them
          after go-live.
        </p>
        <p>
          Our engineers, analysts and designers work from Kigali, Nairobi and Addis Ababa, in your languages and time zone,
          with more than 1400 software experts to draw on when a project needs to grow.
        </p>
      </PageIntro>
      <CountersBand />
      <Section eyebrow="Our values" title="What sets us apart" align="center">
        <FeatureGrid items={valuesInOrder(['Innovations', 'Expertise', 'Experience', 'Agile'])} columns={4} />
      </Section>
      <CtaBand title="See if we are the right fit" text="A short call is enough to know whether we can help. No obligation." action={{ label: 'Hire Us', to: '/contact' }} />
    </>
  );
}
