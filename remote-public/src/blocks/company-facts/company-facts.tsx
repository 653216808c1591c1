import { getSite } from 'remote_shared/config';
import { Icon } from 'remote_shared/ui/core';
import styles from './company-facts.module.css';

/** The company's claims of spec §1 (experts, years, answers, offices) as a navy panel. */
export const FACTS = [
  { figure: '1400+', label: 'software experts' },
  { figure: '6', label: 'years in the industry' },
  { figure: '24/7', label: 'answers when it matters' },
  { figure: '3', label: 'offices in East Africa' },
];

export function CompanyFacts() {
  const { offices } = getSite();
  return (
    <div className={styles.panel}>
      <ul className={styles.facts}>
        {FACTS.map((fact) => (
          <li key={fact.label} className={styles.fact}>
            <strong className={styles.figure}>{fact.figure}</strong>
            <span className={styles.label}>{fact.label}</span>
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
