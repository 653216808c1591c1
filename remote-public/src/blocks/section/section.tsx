import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  /** The small label above the heading ('LATEST CASE STUDIES'). */
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  tone?: 'plain' | 'surface' | 'navy';
  align?: 'start' | 'center';
  /** Heading level of the title; 2 unless the page has no other heading. */
  level?: 1 | 2;
  /** Trailing content of the header row (buttons beside the heading). */
  aside?: ReactNode;
  narrow?: boolean;
  /** Id of a heading inside the children that names the section (when `title` is not used). */
  labelledBy?: string;
  className?: string;
  children?: ReactNode;
}

/** A page section: the content width, vertical rhythm and an optional eyebrow, heading and lead. */
export function Section({ eyebrow, title, lead, tone = 'plain', align = 'start', level = 2, aside, narrow, labelledBy, className, children }: SectionProps) {
  const id = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  const hasHeader = Boolean(eyebrow || title || lead);
  return (
    <section className={[styles.section, styles[tone], className].filter(Boolean).join(' ')} aria-labelledby={title ? id : labelledBy}>
      <div className={[styles.inner, narrow && styles.narrow].filter(Boolean).join(' ')}>
        {hasHeader && (
          <div className={[styles.header, align === 'center' && styles.center, aside && styles.withAside].filter(Boolean).join(' ')}>
            <div>
              {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
              {title && (
                <Heading id={id} className={styles.title}>
                  {title}
                </Heading>
              )}
              {lead && <div className={styles.lead}>{lead}</div>}
            </div>
            {aside}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

/** The small uppercase label above a heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>;
}

/** A section heading (h2) in the house style, for sections that lay out their own header. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.title}>
      {children}
    </h2>
  );
}
