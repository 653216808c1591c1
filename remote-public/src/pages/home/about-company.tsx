import { Link } from 'react-router-dom';
import { Icon, buttonClassName } from 'remote_shared/ui/core';
import { CompanyFacts } from '@/blocks/company-facts/company-facts';
import { Eyebrow, Section, SectionHeading } from '@/blocks/section/section';
import styles from './about-company.module.css';


/** Home: who we are, with the Experience and Quick Support cards (spec §2). */
export function AboutCompany() {
  return (
    <Section labelledBy="about-company-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <Eyebrow>About our company</Eyebrow>
          <SectionHeading id="about-company-title">Your Partner for Software Development and ICT Consultancy Services</SectionHeading>
          <p className={styles.lead}>
            We are a leading software development company building apps for iOS, OS X, Android and Windows. Our engineers,
            analysts and consultants design, build and run the digital services that public-sector bodies across Africa
            depend on.
          </p>
          <div className={styles.cards}>
            <div className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon name="award" size={24} />
              </span>
              <div>
                <h3 className={styles.cardTitle}>Experience</h3>
                <p className={styles.cardText}>Six years in the industry and a delivery record across 15+ countries.</p>
              </div>
            </div>
            <div className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon name="clock" size={24} />
              </span>
              <div>
                <h3 className={styles.cardTitle}>Quick Support</h3>
                <p className={styles.cardText}>Answers 24/7 from engineers who know your system, not a ticket queue.</p>
              </div>
            </div>
          </div>
          <Link className={buttonClassName({ variant: 'primary' }, styles.more)} to="/about-us">
            LEARN MORE ABOUT US
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
        <CompanyFacts />
      </div>
    </Section>
  );
}
