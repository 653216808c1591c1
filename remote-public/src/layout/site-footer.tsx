import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getSite, mainSiteLink } from 'remote_shared/config';
import { Icon } from 'remote_shared/ui/core';
import { BrandLogo } from './brand-logo';
import { COMPANY_LINKS, SERVICE_LINKS, type NavLinkItem } from './nav-links';
import { SocialLinks } from './social-links';
import { telHref } from './tel-href';
import styles from './site-footer.module.css';

export const COPYRIGHT_YEAR = 2021;

/** Pages of the company's main site the footer links to (spec §2); hidden when no main site is configured. */
const MAIN_SITE_PAGES = [
  { label: 'Home', path: '/' },
  { label: 'About Us', path: '/about-us' },
  { label: 'Services', path: '/services' },
  { label: 'Contacts', path: '/contact' },
];

/** The footer's company column also lists the projects, which the header shows at the top level. */
const COMPANY_FOOTER_LINKS: NavLinkItem[] = [...COMPANY_LINKS, { label: 'Our Projects', to: '/projects' }];

/** A titled column of site links, named by its heading; `children` follow the list. */
function LinkColumn({ id, title, links, children }: { id: string; title: string; links: NavLinkItem[]; children?: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

export function SiteFooter() {
  const site = getSite();
  const mainSite = MAIN_SITE_PAGES.flatMap((page) => {
    const href = mainSiteLink(page.path);
    return href ? [{ ...page, href }] : [];
  });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <BrandLogo inverse />
          <p className={styles.blurb}>
            Software development and ICT consultancy for public institutions across Africa, from offices in{' '}
            {site.offices.join(', ').replace(/, ([^,]*)$/, ' and $1')}.
          </p>
          <SocialLinks className={styles.social} linkClassName={styles.socialLink} />
        </div>
        <div>
          <h2 className={styles.heading}>Contact</h2>
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
                <a href={telHref(phone)}>{phone}</a>
              </p>
            ))}
            <p className={styles.line}>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
        </div>
        <LinkColumn id="footer-company" title="Our Company" links={COMPANY_FOOTER_LINKS} />
        <LinkColumn id="footer-services" title="Our Services" links={SERVICE_LINKS}>
          {mainSite.length > 0 && (
            <>
              <h2 className={`${styles.heading} ${styles.spaced}`}>Main site</h2>
              <ul className={styles.links}>
                {mainSite.map((page) => (
                  <li key={page.path}>
                    <a href={page.href} target="_blank" rel="noopener">
                      {page.label}
                      <Icon name="external" size={14} title="(opens in a new tab)" />
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
          <p className={styles.copyright}>{`© ${COPYRIGHT_YEAR} ${site.name}. All rights reserved.`}</p>
          <Link to="/privacy" className={styles.privacy}>
            Privacy notice
          </Link>
        </div>
      </div>
    </footer>
  );
}
