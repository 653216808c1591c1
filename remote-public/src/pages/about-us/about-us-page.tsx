import { Link } from 'react-router-dom';
import { PageMeta } from 'remote_shared/seo';
import { Icon, type IconName } from 'remote_shared/ui/core';
import { CompanyFacts } from '@/blocks/company-facts/company-facts';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { Section } from '@/blocks/section/section';
import styles from './about-us-page.module.css';

const NEXT: { to: string; icon: IconName; title: string; text: string }[] = [
  {
    to: '/mission-vision',
    icon: 'target',
    title: 'Our Mission and Vision',
    text: 'What we are here to do, and the Africa we are building towards with the institutions we serve.',
  },
  {
    to: '/why-choose-us',
    icon: 'award',
    title: 'Why Choose Us',
    text: 'Innovations, expertise, experience and an agile way of working: what clients get when they work with us.',
  },
];

export function AboutUsPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="A leading software development company with more than 1400 software experts, 6 years in the industry and offices in Kigali, Nairobi and Addis Ababa."
        path="/about-us"
      />
      <PageIntro eyebrow="Who we are" title="A leading software development company for Africa's public sector" aside={<CompanyFacts />}>
        <p>
          We build apps for iOS, OS X, Android and Windows, and the platforms behind them. More than 1400 software experts
          work with us, and for six years we have helped ministries, agencies, counties and regulators put their services
          online and keep them running.
        </p>
        <p>
          Our teams sit in Kigali, Nairobi and Addis Ababa, close to the people who use what we build. Clients reach us
          24/7, because a tax deadline, an exam result day or a clinic opening does not wait for office hours.
        </p>
      </PageIntro>
      <Section tone="surface" eyebrow="Get to know us" title="More about our company">
        <ul className={styles.cards}>
          {NEXT.map((card) => (
            <li key={card.to}>
              <Link to={card.to} className={styles.card}>
                <span className={styles.icon}>
                  <Icon name={card.icon} size={28} />
                </span>
                <span className={styles.text}>
                  <span className={styles.title}>{card.title}</span>
                  <span className={styles.description}>{card.text}</span>
                </span>
                <Icon name="arrow-right" size={24} className={styles.arrow} />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title="Have a project in mind?" text="Tell us what you need; we answer every enquiry within 24 hours on business days." action={{ label: 'Hire Us', to: '/contact' }} />
    </>
  );
}
