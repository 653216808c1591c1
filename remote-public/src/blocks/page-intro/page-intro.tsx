import { useId, type ReactNode } from 'react';
import { Icon } from 'remote_shared/ui/core';
import { Eyebrow, Section, SectionHeading } from '../section/section';
import styles from './page-intro.module.css';

export interface PageIntroProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
  /** The panel beside the text: a titled list of key points, or any content. */
  points?: { title: string; items: string[] };
  aside?: ReactNode;
}

/** The opening section of an inner page: text on one side, key points on the other. */
export function PageIntro({ eyebrow, title, children, points, aside }: PageIntroProps) {
  const id = useId();
  return (
    <Section labelledBy={id}>
      <div className={styles.layout}>
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <SectionHeading id={id}>{title}</SectionHeading>
          <div className={styles.body}>{children}</div>
        </div>
        {points && (
          <div className={styles.panel}>
            <h3 className={styles.panelTitle}>{points.title}</h3>
            <ul className={styles.points}>
              {points.items.map((item) => (
                <li key={item}>
                  <span className={styles.check}>
                    <Icon name="check" size={16} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        )}
        {aside}
      </div>
    </Section>
  );
}
