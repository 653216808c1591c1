import { PageMeta } from 'remote_shared/seo';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { FeatureGrid, type Feature } from '@/blocks/feature-grid/feature-grid';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { Section } from '@/blocks/section/section';

/** Spec §2: /services/strategy is about the benefits of mobile apps. */
const BENEFITS: Feature[] = [
  { icon: 'users', title: 'Reach people where they are', text: 'Most of your citizens and customers are online through a phone. An app puts your service in their pocket, in their language.' },
  { icon: 'zap', title: 'Faster, cheaper service', text: 'Self-service on a phone replaces queues, paper forms and repeat visits, for the user and for your front office.' },
  { icon: 'wifi', title: 'Works with weak networks', text: 'Offline-first design keeps the app usable in rural areas and synchronises as soon as a connection returns.' },
  { icon: 'shield', title: 'Secure by design', text: 'Strong sign-in, encrypted storage and audited APIs protect personal data and meet data-protection law.' },
  { icon: 'chart', title: 'Decisions from real data', text: 'Usage analytics show what people need and where they give up, so each release improves what matters.' },
  { icon: 'layers', title: 'One platform, every channel', text: 'The same back end serves the app, the website and USSD, so your rules and records stay in one place.' },
];

export function ServicesStrategyPage() {
  return (
    <>
      <PageMeta
        title="Strategy Development & Execution"
        description="Mobile app strategy and delivery for public institutions: reach citizens on their phones, cut the cost of service and decide from real usage data."
        path="/services/strategy"
      />
      <PageIntro
        eyebrow="Strategy development & execution"
        title="A mobile strategy that turns into apps people use"
        points={{
          title: 'How we work',
          items: [
            'Discovery with the people who will use the app',
            'A roadmap tied to measurable service goals',
            'Native or cross-platform, chosen for your users and budget',
            'Launch, support and improvement after go-live',
          ],
        }}
      >
        <p>
          An app is only worth building if it makes a service better for the people who rely on it. We start with them:
          who they are, what phones and networks they have, and what they are trying to get done.
        </p>
        <p>
          From there we shape a strategy you can fund and deliver, then build, launch and improve the apps for iOS and
          Android, with the back-office systems they depend on.
        </p>
      </PageIntro>
      <Section tone="surface" eyebrow="Benefits" title="What a mobile app does for your institution" align="center">
        <FeatureGrid items={BENEFITS} columns={3} />
      </Section>
      <CtaBand title="Planning a mobile service?" text="We will review your idea and tell you honestly what it takes to deliver it." action={{ label: 'Hire Us', to: '/contact' }} />
    </>
  );
}
