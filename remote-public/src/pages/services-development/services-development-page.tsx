import { PageMeta } from 'remote_shared/seo';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { FeatureGrid, type Feature } from '@/blocks/feature-grid/feature-grid';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { Section } from '@/blocks/section/section';
import { ProcessTabs } from './process-tabs';
import styles from './services-development-page.module.css';

/** Spec §2: the eight languages. */
export const LANGUAGES = ['Java', 'PHP', 'Python', 'Kotlin', 'Swift', 'Scala', 'Go', 'Ruby'];

const INNOVATION: Feature[] = [
  {
    icon: 'chart',
    title: 'Machine Learning',
    text: 'Models that forecast demand, flag fraud and sort documents, trained on your data and monitored in production.',
  },
  {
    icon: 'cpu',
    title: 'Artificial Intelligence',
    text: 'Assistants, chatbots and language tools that answer citizens in their language and free your staff for harder cases.',
  },
  {
    icon: 'eye',
    title: 'Augmented Reality',
    text: 'AR for training, field maintenance and planning: information placed on the real world through a phone or headset.',
  },
];

export function ServicesDevelopmentPage() {
  return (
    <>
      <PageMeta
        title="Front and Backend Development"
        description="Front-end and back-end development in Java, PHP, Python, Kotlin, Swift, Scala, Go and Ruby, plus machine learning, AI and augmented reality."
        path="/services/development"
      />
      <PageIntro
        eyebrow="Front and backend development"
        title="Web and mobile systems built to carry a country's services"
        points={{
          title: 'Every system we build is',
          items: ['Accessible and fast on modest devices', 'Secure, tested and documented', 'Observable and easy to operate', 'Yours: code, data and know-how'],
        }}
      >
        <p>
          From citizen portals to the APIs and databases behind them, our development teams build software that stays up
          on the busiest day of the year and is a pleasure to maintain for the years after.
        </p>
        <p>We pick proven technology for each job, and we hand over everything you need to run it.</p>
      </PageIntro>
      <Section tone="surface" eyebrow="Technologies" title="Languages we work in" align="center">
        <ul className={styles.languages}>
          {LANGUAGES.map((language) => (
            <li key={language} className={styles.language}>
              <span className={styles.mark} aria-hidden="true">
                {language.slice(0, 2)}
              </span>
              {language}
            </li>
          ))}
        </ul>
      </Section>
      <Section eyebrow="Innovation" title="Machine learning, AI and augmented reality">
        <FeatureGrid items={INNOVATION} columns={3} />
      </Section>
      <Section tone="surface" eyebrow="How we deliver" title="Our production process" narrow>
        <ProcessTabs />
      </Section>
      <CtaBand title="Let us build it together" text="Share your requirements and get a proposal with scope, team and timeline." action={{ label: 'Hire Us', to: '/contact' }} />
    </>
  );
}
