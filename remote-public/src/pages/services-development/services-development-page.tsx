import { ServicePage } from '@/blocks/service-page/service-page';
import content from './content';
import { ProcessTabs } from './process-tabs';
import styles from './services-development-page.module.css';

/** Spec §2: the eight languages. */
const LANGUAGES = ['Java', 'PHP', 'Python', 'Kotlin', 'Swift', 'Scala', 'Go', 'Ruby'];

function LanguageList() {
  return (
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
  );
}

export function ServicesDevelopmentPage() {
  return <ServicePage content={content} slots={{ languages: <LanguageList />, process: <ProcessTabs /> }} />;
}
