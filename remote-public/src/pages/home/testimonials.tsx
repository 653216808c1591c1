import { useState } from 'react';
import { Icon } from 'remote_shared/ui/core';
import { Eyebrow, Section, SectionHeading } from '@/blocks/section/section';
import { useT } from '@/i18n';
import styles from './testimonials.module.css';

export interface Testimonial {
  id: number;
  /** Initials shown as the client's logo. */
  logo: string;
  /** The client's name, the same in every language. */
  title: string;
  /** Catalogue keys of the speaker's role and of the quote. */
  subtitleKey: string;
  textKey: string;
}

/** Fixed content (spec §3); sample quotes until the company supplies its own. */
export const TESTIMONIALS: Testimonial[] = [
  { id: 1, logo: 'LR', title: 'Lakeside Regional Revenue Board', subtitleKey: 'home.testimonials.revenue.role', textKey: 'home.testimonials.revenue.text' },
  { id: 2, logo: 'HA', title: 'Highlands Health Authority', subtitleKey: 'home.testimonials.health.role', textKey: 'home.testimonials.health.text' },
  { id: 3, logo: 'CT', title: 'Corridor Trade Agency', subtitleKey: 'home.testimonials.trade.role', textKey: 'home.testimonials.trade.text' },
];

/** Index after a step of `delta`, wrapping both ways. */
export const wrapIndex = (index: number, delta: number, count: number) => (((index + delta) % count) + count) % count;

/**
 * Testimonials (spec §2): two cards on wide screens (current and next), one on medium, one with dots
 * on small screens. Previous and Next wrap both ways.
 */
export function Testimonials({ items = TESTIMONIALS }: { items?: Testimonial[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = items.length;
  const step = (delta: number) => setIndex((value) => wrapIndex(value, delta, count));
  const visible = count > 1 ? [items[index]!, items[wrapIndex(index, 1, count)]!] : items;
  return (
    <Section labelledBy="testimonials-title">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <Eyebrow>{t('home.testimonials.eyebrow')}</Eyebrow>
          <SectionHeading id="testimonials-title">{t('home.testimonials.title')}</SectionHeading>
          <p className={styles.lead}>{t('home.testimonials.lead')}</p>
          {count > 1 && (
            <div className={styles.buttons}>
              <button type="button" className={styles.arrow} onClick={() => step(-1)} aria-label={t('home.testimonials.previous')}>
                <Icon name="arrow-left" size={22} />
              </button>
              <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label={t('home.testimonials.next')}>
                <Icon name="arrow-right" size={22} />
              </button>
            </div>
          )}
        </div>
        <div className={styles.cards} aria-live="polite">
          {visible.map((item, i) => (
            <figure key={`${item.id}-${i}`} className={[styles.card, i > 0 && styles.second].filter(Boolean).join(' ')}>
              <Icon name="quote" size={36} className={styles.quote} />
              <blockquote className={styles.text}>
                <p>{t(item.textKey)}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.logo} aria-hidden="true">
                  {item.logo}
                </span>
                <span>
                  <strong className={styles.name}>{item.title}</strong>
                  <span className={styles.role}>{t(item.subtitleKey)}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className={styles.dot}
              aria-label={t('home.testimonials.show', { index: i + 1, count })}
              aria-current={i === index || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </Section>
  );
}
