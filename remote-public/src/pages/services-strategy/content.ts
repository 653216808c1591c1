import type { ServicePageContent } from '@/blocks/service-page/service-page';

/** /services/strategy: its texts are in the catalogues (src/messages) under `services.strategy.`. */
const content: ServicePageContent = {
  namespace: 'services.strategy',
  meta: { titleKey: 'services.strategy.meta.title', descriptionKey: 'services.strategy.meta.description', path: '/services/strategy' },
  intro: {
    eyebrowKey: 'services.strategy.intro.eyebrow',
    titleKey: 'services.strategy.intro.title',
    points: {
      titleKey: 'services.strategy.intro.points.title',
      itemKeys: [
        'services.strategy.intro.points.discovery',
        'services.strategy.intro.points.roadmap',
        'services.strategy.intro.points.platform',
        'services.strategy.intro.points.launch',
      ],
    },
    paragraphKeys: ['services.strategy.intro.p1', 'services.strategy.intro.p2'],
  },
  sections: [
    {
      tone: 'surface',
      align: 'center',
      eyebrowKey: 'services.strategy.benefits.eyebrow',
      titleKey: 'services.strategy.benefits.title',
      features: [
        { icon: 'users', titleKey: 'services.strategy.benefits.reach.title', textKey: 'services.strategy.benefits.reach.text' },
        { icon: 'zap', titleKey: 'services.strategy.benefits.faster.title', textKey: 'services.strategy.benefits.faster.text' },
        { icon: 'wifi', titleKey: 'services.strategy.benefits.offline.title', textKey: 'services.strategy.benefits.offline.text' },
        { icon: 'shield', titleKey: 'services.strategy.benefits.secure.title', textKey: 'services.strategy.benefits.secure.text' },
        { icon: 'chart', titleKey: 'services.strategy.benefits.data.title', textKey: 'services.strategy.benefits.data.text' },
        { icon: 'layers', titleKey: 'services.strategy.benefits.channels.title', textKey: 'services.strategy.benefits.channels.text' },
      ],
    },
  ],
  cta: {
    titleKey: 'services.strategy.cta.title',
    textKey: 'services.strategy.cta.text',
    action: { labelKey: 'blocks.cta.hireUs', to: '/contact' },
  },
};

export default content;
