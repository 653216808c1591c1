import { useState } from 'react';
import { Icon } from 'remote_shared/ui/core';
import { Eyebrow, Section, SectionHeading } from '@/blocks/section/section';
import styles from './testimonials.module.css';

export interface Testimonial {
  id: number;
  /** Initials shown as the client's logo. */
  logo: string;
  title: string;
  subtitle: string;
  text: string;
}

/** Fixed content (spec §3); sample quotes until the company supplies its own. */
export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    logo: 'LR',
    title: 'Lakeside Regional Revenue Board',
    subtitle: 'Director of ICT',
    text: 'They took over a failing collection system and had it stable within a month. Two years on, online payments are our main channel and the team still answers the phone at 2 a.m. when we need them.',
  },
  {
    id: 2,
    logo: 'HA',
    title: 'Highlands Health Authority',
    subtitle: 'Head of Digital Services',
    text: 'Our facility staff were involved from the first prototype. The app works offline in clinics with no signal, and the training they ran meant adoption happened in weeks, not years.',
  },
  {
    id: 3,
    logo: 'CT',
    title: 'Corridor Trade Agency',
    subtitle: 'Programme Manager',
    text: 'An honest partner: clear plans, weekly demos and no surprises on cost. Their consultants helped us write a tender we could actually deliver against, then delivered it.',
  },
];

/** Index after a step of `delta`, wrapping both ways. */
export const wrapIndex = (index: number, delta: number, count: number) => (((index + delta) % count) + count) % count;

/**
 * Testimonials (spec §2): two cards on wide screens (current and next), one on medium, one with dots
 * on small screens. Previous and Next wrap both ways.
 */
export function Testimonials({ items = TESTIMONIALS }: { items?: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const count = items.length;
  const step = (delta: number) => setIndex((value) => wrapIndex(value, delta, count));
  const visible = count > 1 ? [items[index]!, items[wrapIndex(index, 1, count)]!] : items;
  return (
    <Section labelledBy="testimonials-title">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <Eyebrow>Testimonials</Eyebrow>
          <SectionHeading id="testimonials-title">trusted in 15+ countries across Africa</SectionHeading>
          <p className={styles.lead}>What the institutions we work with say about working with us.</p>
          {count > 1 && (
            <div className={styles.buttons}>
              <button type="button" className={styles.arrow} onClick={() => step(-1)} aria-label="Previous testimonial">
                <Icon name="arrow-left" size={22} />
              </button>
              <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label="Next testimonial">
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
                <p>{item.text}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.logo} aria-hidden="true">
                  {item.logo}
                </span>
                <span>
                  <strong className={styles.name}>{item.title}</strong>
                  <span className={styles.role}>{item.subtitle}</span>
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
              aria-label={`Show testimonial ${i + 1} of ${count}`}
              aria-current={i === index || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </Section>
  );
}
