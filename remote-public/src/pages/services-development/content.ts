import type { ServicePageContent } from '@/blocks/service-page/service-page';

/** /services/development: its texts are in the catalogues (src/messages) under `services.development.`. */
const content: ServicePageContent = {
  namespace: 'services.development',
  meta: { titleKey: 'services.development.meta.title', descriptionKey: 'services.development.meta.description', path: '/services/development' },
  intro: {
    eyebrowKey: 'services.development.intro.eyebrow',
    titleKey: 'services.development.intro.title',
    points: {
      titleKey: 'services.development.intro.points.title',
      itemKeys: [
        'services.development.intro.points.accessible',
        'services.development.intro.points.secure',
        'services.development.intro.points.observable',
        'services.development.intro.points.yours',
      ],
    },
    paragraphKeys: ['services.development.intro.p1', 'services.development.intro.p2'],
  },
  sections: [
    { tone: 'surface', align: 'center', eyebrowKey: 'services.development.languages.eyebrow', titleKey: 'services.development.languages.title', slot: 'languages' },
    {
      eyebrowKey: 'services.development.innovation.eyebrow',
      titleKey: 'services.development.innovation.title',
      features: [
        { icon: 'chart', titleKey: 'services.development.innovation.ml.title', textKey: 'services.development.innovation.ml.text' },
        { icon: 'cpu', titleKey: 'services.development.innovation.ai.title', textKey: 'services.development.innovation.ai.text' },
        { icon: 'eye', titleKey: 'services.development.innovation.ar.title', textKey: 'services.development.innovation.ar.text' },
      ],
    },
    { tone: 'surface', narrow: true, eyebrowKey: 'services.development.process.eyebrow', titleKey: 'services.development.process.title', slot: 'process' },
  ],
  cta: {
    titleKey: 'services.development.cta.title',
    textKey: 'services.development.cta.text',
    action: { labelKey: 'blocks.cta.hireUs', to: '/contact' },
  },
};

export default content;
