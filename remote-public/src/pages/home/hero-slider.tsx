import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Header } from 'remote_shared/schemas';
import { browserSavesData, useSaveData } from 'remote_shared/config';
import { headers } from 'remote_shared/content';
import { Icon, Spinner, VisuallyHidden, buttonClassName } from 'remote_shared/ui/core';
import { useHydrated } from '@/blocks/hydration/use-hydrated';
import { useReducedMotion } from '@/blocks/motion/use-reduced-motion';
import { ResponsiveImage } from '@/blocks/responsive-image/responsive-image';
import { useLocalePath, useT } from '@/i18n';
import styles from './hero-slider.module.css';

/** The slides fill the width of the window. */
export const HERO_SIZES = '100vw';

/** Spec §9: auto-advance every 6 s, fade 1.2 s. */
export const SLIDE_INTERVAL_MS = 6000;
export const FADE_MS = 1200;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A literal backslash-n in a title (as typed in the back office) is a line break (spec §2). */
function titleLines(title: string) {
  return title.split(/\\n|\n/).map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

type Slide = Pick<Header, 'id' | 'title' | 'subtitle' | 'description' | 'image_url' | 'images'>;

/** Shown when the back office has no slides at all, so the top of the home page is never empty (`t` of useT). */
const fallbackSlide = (t: (key: string) => string): Slide => ({
  id: 0,
  subtitle: t('home.hero.fallback.subtitle'),
  title: t('home.hero.fallback.title'),
  description: t('home.hero.fallback.description'),
  image_url: null,
});

/**
 * The home page hero (spec §2, §4): one slide at a time with a fade, arrows that wrap both ways,
 * a 01/04 counter and auto-advance. A move is ignored while the previous fade runs. It pauses
 * while hovered or focused (or by its button) and never moves by itself for reduced motion.
 * Every slide is in the server's HTML; only the current one (and the one fading out) is shown.
 */
export function HeroSlider({ slides: loaded }: { slides: Slide[] | undefined }) {
  const t = useT();
  const lp = useLocalePath();
  const slides = useMemo(() => (loaded && loaded.length === 0 ? [fallbackSlide(t)] : loaded), [loaded, t]);
  const count = slides?.length ?? 0;
  const reduced = useReducedMotion();
  // The arrows need the scripts: until then they show as inactive rather than doing nothing.
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The slide whose image is fetched ahead of its turn.
  const [warm, setWarm] = useState<number | null>(null);
  const saveData = useSaveData();
  const lock = useRef(false);
  const indexRef = useRef(0);

  const go = useCallback(
    (delta: number) => {
      if (lock.current || count < 2) return;
      const from = indexRef.current;
      const to = (from + delta + count) % count;
      indexRef.current = to;
      setIndex(to);
      if (reduced) return;
      lock.current = true;
      setLeaving(from);
    },
    [count, reduced],
  );

  // The fade: the old slide stays beneath the new one until it is over, then the lock opens.
  useEffect(() => {
    if (leaving === null) return;
    const timer = setTimeout(() => {
      lock.current = false;
      setLeaving(null);
    }, FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const paused = hovered || focused || stopped;
  useEffect(() => {
    if (paused || reduced || count < 2) return;
    const timer = setTimeout(() => go(1), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, reduced, count, go]);

  // Fetch the next slide's image once the page has settled, so its fade never shows an empty frame:
  // its own <picture> turns eager, so the browser fetches the very rendition it will show. Not for a
  // visitor who asked to save data (the slide still advances and loads its image then).
  useEffect(() => {
    if (!slides || count < 2 || saveData || browserSavesData()) return;
    const next = (index + 1) % count;
    if (!slides[next]?.image_url) return;
    const timer = setTimeout(() => setWarm(next), 1500);
    return () => clearTimeout(timer);
  }, [slides, index, count, saveData]);

  if (!slides) {
    return (
      <section className={styles.hero} aria-label={t('home.hero.label')}>
        <div className={styles.loading}>
          <Spinner label={t('home.hero.loading')} />
        </div>
      </section>
    );
  }

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription={t('home.hero.carousel')}
      aria-label={t('home.hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.slides} aria-live={paused || reduced ? 'polite' : 'off'}>
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <div
              key={slide.id}
              className={[styles.slide, current && leaving !== null && styles.entering, i === leaving && styles.leaving].filter(Boolean).join(' ')}
              role="group"
              aria-roledescription={t('home.hero.slideRole')}
              aria-label={t('home.hero.slide', { index: i + 1, count })}
              hidden={!current && i !== leaving}
              aria-hidden={current ? undefined : true}
            >
              <ResponsiveImage
                className={styles.image}
                record={slide}
                type={headers}
                sizes={HERO_SIZES}
                alt=""
                loading={i === 0 || i === warm ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
              <div className={styles.content}>
                {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
                <h2 className={styles.title}>{titleLines(slide.title)}</h2>
                <p className={styles.description}>{slide.description}</p>
                <Link className={buttonClassName({ variant: 'accent' }, styles.cta)} to={lp('/about-us')} tabIndex={current ? undefined : -1}>
                  {t('home.learnMore')}
                  <VisuallyHidden> {t('home.hero.aboutUs')}</VisuallyHidden>
                </Link>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => go(-1)} aria-label={t('home.hero.previous')} disabled={!hydrated}>
            <Icon name="arrow-left" size={22} />
          </button>
          <p className={styles.counter}>
            <span className={styles.currentNumber}>{twoDigits(index + 1)}</span>
            <span className={styles.divider}> / </span>
            <span>{twoDigits(count)}</span>
          </p>
          <button type="button" className={styles.control} onClick={() => go(1)} aria-label={t('home.hero.next')} disabled={!hydrated}>
            <Icon name="arrow-right" size={22} />
          </button>
          {!reduced && (
            <button
              type="button"
              className={styles.control}
              disabled={!hydrated}
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? t('home.hero.start') : t('home.hero.stop')}
            >
              <Icon name={stopped ? 'play' : 'pause'} size={20} />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
