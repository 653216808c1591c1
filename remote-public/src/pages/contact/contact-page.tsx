import type { ReactNode } from 'react';
import { getSite } from 'remote_shared/config';
import { PageMeta } from 'remote_shared/seo';
import { Icon, type IconName } from 'remote_shared/ui/core';
import { Eyebrow, Section, SectionHeading } from '@/blocks/section/section';
import { useLocale, useT } from '@/i18n';
import { telHref } from '@/layout/tel-href';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import styles from './contact-page.module.css';

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
  const t = useT('contact');
  // The office's name and address in the page's language where the site configuration gives them.
  const site = getSite(useLocale());
  const answerPromise = t('contact.answerPromise');
  return (
    <>
      <PageMeta
        title={t('contact.meta.title')}
        description={t('contact.meta.description', { name: site.name, email: site.email, phone: site.phones[0] ?? '' })}
        path="/contact"
      />
      <Section labelledBy="contact-title">
        <div className={styles.layout}>
          <div className={styles.details}>
            <Eyebrow>{t('contact.intro.eyebrow')}</Eyebrow>
            <SectionHeading id="contact-title">{t('contact.intro.title')}</SectionHeading>
            <p className={styles.lead}>
              {t('contact.intro.lead')} {answerPromise}
            </p>
            <Block icon="pin" title={site.headOffice.title}>
              <address className={styles.address}>
                {site.headOffice.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                <span>{site.mailbox}</span>
              </address>
            </Block>
            <Block icon="phone" title={t('contact.details.callOrWrite')}>
              <ul className={styles.lines}>
                {site.phones.slice(0, 2).map((phone) => (
                  <li key={phone}>
                    <a className={styles.phone} href={telHref(phone)}>
                      {phone}
                    </a>
                  </li>
                ))}
                <li>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </li>
              </ul>
            </Block>
            <p className={styles.promise}>
              <Icon name="clock" size={20} />
              <span>{answerPromise}</span>
            </p>
          </div>
          <ContactForm />
        </div>
      </Section>
      <section className={styles.mapSection} aria-label={t('contact.map.section')}>
        <ContactMap />
      </section>
    </>
  );
}
