import { getSite } from 'remote_shared/config';
import { Icon } from 'remote_shared/ui/core';
import { useLocale, useT } from '@/i18n';
import styles from './company-facts.module.css';

/** The company's claims of spec §1 (experts, years, answers, offices) as a navy panel. */
const FACTS = [
  { figure: '1400+', labelKey: 'blocks.facts.experts' },
  { figure: '6', labelKey: 'blocks.facts.years' },
  { figure: '24/7', labelKey: 'blocks.facts.support' },
  { figure: '3', labelKey: 'blocks.facts.offices' },
];

export function CompanyFacts() {
  const t = useT();
  const { offices } = getSite(useLocale());
  return (
    <div className={styles.panel}>
      <ul className={styles.facts}>
        {FACTS.map((fact) => (
          <li key={fact.labelKey} className={styles.fact}>
            <strong className={styles.figure}>{fact.figure}</strong>
            <span className={styles.label}>{t(fact.labelKey)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.offices}>
        <Icon name="pin" size={18} />
        {offices.join(' · ')}
      </p>
    </div>
  );
}
