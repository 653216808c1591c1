import type { ServicePageContent } from '@/blocks/service-page/service-page';

/** /services/human: its texts are in the catalogues (src/messages) under `services.human.`. */
const content: ServicePageContent = {
  namespace: 'services.human',
  meta: { titleKey: 'services.human.meta.title', descriptionKey: 'services.human.meta.description', path: '/services/human' },
  intro: {
    eyebrowKey: 'services.human.intro.eyebrow',
    titleKey: 'services.human.intro.title',
    points: {
      titleKey: 'services.human.intro.points.title',
      itemKeys: ['services.human.intro.points.hiring', 'services.human.intro.points.turnover', 'services.human.intro.points.skills', 'services.human.intro.points.data'],
    },
    paragraphKeys: ['services.human.intro.p1', 'services.human.intro.p2'],
  },
  sections: [
    {
      tone: 'surface',
      eyebrowKey: 'services.human.offer.eyebrow',
      titleKey: 'services.human.offer.title',
      columns: 4,
      features: [
        { icon: 'chart', titleKey: 'services.human.offer.planning.title', textKey: 'services.human.offer.planning.text' },
        { icon: 'search', titleKey: 'services.human.offer.talent.title', textKey: 'services.human.offer.talent.text' },
        { icon: 'award', titleKey: 'services.human.offer.performance.title', textKey: 'services.human.offer.performance.text' },
        { icon: 'server', titleKey: 'services.human.offer.systems.title', textKey: 'services.human.offer.systems.text' },
      ],
    },
    {
      eyebrowKey: 'services.human.brand.eyebrow',
      titleKey: 'services.human.brand.title',
      leadKey: 'services.human.brand.lead',
      featureTone: 'outlined',
      features: [
        { icon: 'star', titleKey: 'services.human.brand.proposition.title', textKey: 'services.human.brand.proposition.text' },
        { icon: 'globe', titleKey: 'services.human.brand.careers.title', textKey: 'services.human.brand.careers.text' },
        { icon: 'users', titleKey: 'services.human.brand.candidates.title', textKey: 'services.human.brand.candidates.text' },
      ],
    },
  ],
  cta: {
    titleKey: 'services.human.cta.title',
    textKey: 'services.human.cta.text',
    action: { labelKey: 'blocks.cta.hireUs', to: '/contact' },
  },
};

export default content;
