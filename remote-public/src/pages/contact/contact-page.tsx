import type { ReactNode } from 'react';
import { getSite } from 'remote_shared/config';
import { PageMeta } from 'remote_shared/seo';
import { Icon, type IconName } from 'remote_shared/ui/core';
import { Eyebrow, Section, SectionHeading } from '@/blocks/section/section';
import { telHref } from '@/layout/tel-href';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import styles from './contact-page.module.css';

export const ANSWER_PROMISE = 'We answer every enquiry within 24 hours on business days.';

function Block({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={styles.block}>
      <span className={styles.blockIcon}>
        <Icon name={icon} size={24} />
      </span>
      <div>
        <h3 className={styles.blockTitle}>{title}</h3>
        {children}
      </div>
    </div>
  );
}

/** The contact page (spec §2): details and the form side by side (stacked on small screens), then the map. */
export function ContactPage() {
  const site = getSite();
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Contact ${site.name}: head office in Nairobi, Kenya, ${site.email}, ${site.phones[0] ?? ''}. We answer within 24 hours on business days.`}
        path="/contact"
      />
      <Section labelledBy="contact-title">
        <div className={styles.layout}>
          <div className={styles.details}>
            <Eyebrow>Get in touch</Eyebrow>
            <SectionHeading id="contact-title">Let's talk about your project</SectionHeading>
            <p className={styles.lead}>
              Tell us what you want to achieve and we will put you in touch with the right people. {ANSWER_PROMISE}
            </p>
            <Block icon="pin" title={site.headOffice.title}>
              <address className={styles.address}>
                {site.headOffice.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                <span>{site.mailbox}</span>
              </address>
            </Block>
            <Block icon="phone" title="Call or write to us">
              <ul className={styles.lines}>
                {site.phones.slice(0, 2).map((phone) => (
                  <li key={phone}>
                    <a href={telHref(phone)}>{phone}</a>
                  </li>
                ))}
                <li>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </li>
              </ul>
            </Block>
            <p className={styles.promise}>
              <Icon name="clock" size={20} />
              <span>{ANSWER_PROMISE}</span>
            </p>
          </div>
          <ContactForm />
        </div>
      </Section>
      <section className={styles.mapSection} aria-label="Map">
        <ContactMap />
      </section>
    </>
  );
}
