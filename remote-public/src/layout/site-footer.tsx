import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getSite, mainSiteLink } from 'remote_shared/config';
import { Icon } from 'remote_shared/ui/core';
import { BrandLogo } from './brand-logo';
import { COMPANY_LINKS, SERVICE_LINKS, type NavLinkItem } from './nav-links';
import { SocialLinks } from './social-links';
import { telHref } from './tel-href';
import { useLocale, useLocalePath, useT } from '@/i18n';
import styles from './site-footer.module.css';

const COPYRIGHT_YEAR = 2021;

/** Pages of the company's main site the footer links to (spec §2); hidden when no main site is configured. */
const MAIN_SITE_PAGES = [
  { labelKey: 'layout.nav.home', path: '/' },
  { labelKey: 'layout.nav.about', path: '/about-us' },
  { labelKey: 'layout.footer.services', path: '/services' },
  { labelKey: 'layout.footer.contacts', path: '/contact' },
];

/** The footer's company column also lists the projects, which the header shows at the top level. */
const COMPANY_FOOTER_LINKS: NavLinkItem[] = [...COMPANY_LINKS, { labelKey: 'layout.nav.projects', to: '/projects' }];

/** A titled column of site links, named by its heading; `children` follow the list. */
function LinkColumn({ id, title, links, children }: { id: string; title: string; links: NavLinkItem[]; children?: ReactNode }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((item) => (
          <li key={item.to}>
            <Link to={lp(item.to)}>{t(item.labelKey)}</Link>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

export function SiteFooter() {
  // The office and its address in the page's language (docs/i18n.md, "Not translated").
  const site = getSite(useLocale());
  const t = useT();
  const lp = useLocalePath();
  const mainSite = MAIN_SITE_PAGES.flatMap((page) => {
    const href = mainSiteLink(page.path);
    return href ? [{ ...page, href }] : [];
  });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <BrandLogo inverse />
          <p className={styles.blurb}>{t('layout.footer.blurb', { offices: site.offices.join(', ').replace(/, ([^,]*)$/, `${t('layout.footer.and')}$1`) })}</p>
          <SocialLinks className={styles.social} linkClassName={styles.socialLink} />
        </div>
        <div>
          <h2 className={styles.heading}>{t('layout.footer.contact')}</h2>
          <address className={styles.address}>
            <p className={styles.line}>
              <Icon name="pin" size={18} />
              <span>
                {site.headOffice.lines.map((line) => (
                  <span key={line} className={styles.block}>
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className={styles.line}>
              <Icon name="inbox" size={18} />
              <span>{site.mailbox}</span>
            </p>
            {site.phones.slice(0, 2).map((phone) => (
              <p key={phone} className={styles.line}>
                <Icon name="phone" size={18} />
                <a className={styles.phone} href={telHref(phone)}>
                  {phone}
                </a>
              </p>
            ))}
            <p className={styles.line}>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
        </div>
        <LinkColumn id="footer-company" title={t('layout.nav.company')} links={COMPANY_FOOTER_LINKS} />
        <LinkColumn id="footer-services" title={t('layout.nav.services')} links={SERVICE_LINKS}>
          {mainSite.length > 0 && (
            <>
              <h2 className={`${styles.heading} ${styles.spaced}`}>{t('layout.footer.mainSite')}</h2>
              <ul className={styles.links}>
                {mainSite.map((page) => (
                  <li key={page.path}>
                    <a href={page.href} target="_blank" rel="noopener">
                      {t(page.labelKey)}
                      <Icon name="external" size={14} title={t('layout.newTab')} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </LinkColumn>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomRow}>
          <p className={styles.copyright}>{t('layout.footer.copyright', { year: String(COPYRIGHT_YEAR), name: site.name })}</p>
          <Link to={lp('/privacy')} className={styles.privacy}>
            {t('layout.footer.privacy')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
