import { headers } from 'remote_shared/content';
import { getSite } from 'remote_shared/config';
import { PageMeta } from 'remote_shared/seo';
import { visuallyHiddenClassName } from 'remote_shared/ui/core';
import { deferredExport } from '@/blocks/deferred/deferred-block';
import { imagePreload, usePicture } from '@/blocks/responsive-image/responsive-image';
import { useLocalizedList, useT } from '@/i18n';
import { AboutCompany } from './about-company';
import { HERO_SIZES, HeroSlider } from './hero-slider';

// Below the fold: rendered on the server, hydrated with their own code when scrolled near.
/* eslint-disable @typescript-eslint/no-require-imports -- the server bundle renders these blocks at once: a synchronous require there, a lazy import in the browser */
const WhyChooseUsSection = deferredExport(
  () => import('./why-choose-us-section'),
  process.env.SSR ? require('./why-choose-us-section') : null,
  'WhyChooseUsSection',
);
const CountersBand = deferredExport(
  () => import('@/blocks/counters/counters-band'),
  process.env.SSR ? require('@/blocks/counters/counters-band') : null,
  'CountersBand',
);
const ServicesSection = deferredExport(() => import('./services-section'), process.env.SSR ? require('./services-section') : null, 'ServicesSection');
const TechnologyIndex = deferredExport(() => import('./technology-index'), process.env.SSR ? require('./technology-index') : null, 'TechnologyIndex');
const Testimonials = deferredExport(() => import('./testimonials'), process.env.SSR ? require('./testimonials') : null, 'Testimonials');
/* eslint-enable @typescript-eslint/no-require-imports -- back to imports only */

/** Home (spec §2): hero slider, about, why choose us, counters, services, technology index, testimonials. */
export function HomePage() {
  // The page's messages, and the four values of Why Choose Us (index.ts names them for the page server).
  const t = useT('home');
  const title = t('home.meta.title');
  // A failed load leaves the slider on Loading... (spec §8).
  const { data: slides } = useLocalizedList(headers);
  const { name } = getSite();
  // The first slide's image is the page's largest paint: the page server preloads it.
  const first = usePicture(slides?.[0], headers);
  return (
    <>
      <PageMeta title={title} description={t('home.meta.description')} path="/" preloadImage={imagePreload(first, HERO_SIZES)} />
      <h1 className={visuallyHiddenClassName}>
        {name}: {title}
      </h1>
      <HeroSlider slides={slides} />
      <AboutCompany />
      <WhyChooseUsSection />
      <CountersBand />
      <ServicesSection />
      <TechnologyIndex />
      <Testimonials />
    </>
  );
}
