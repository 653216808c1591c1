import type { ServicePageContent } from '@/blocks/service-page/service-page';

/** /services/ict: its texts are in the catalogues (src/messages) under `services.ict.`. */
const content: ServicePageContent = {
  namespace: 'services.ict',
  meta: { titleKey: 'services.ict.meta.title', descriptionKey: 'services.ict.meta.description', path: '/services/ict' },
  intro: {
    eyebrowKey: 'services.ict.intro.eyebrow',
    titleKey: 'services.ict.intro.title',
    points: {
      titleKey: 'services.ict.intro.points.title',
      itemKeys: ['services.ict.intro.points.builders', 'services.ict.intro.points.independent', 'services.ict.intro.points.reports', 'services.ict.intro.points.support'],
    },
    paragraphKeys: ['services.ict.intro.p1', 'services.ict.intro.p2'],
  },
  sections: [
    {
      tone: 'surface',
      eyebrowKey: 'services.ict.offer.eyebrow',
      titleKey: 'services.ict.offer.title',
      features: [
        { icon: 'target', titleKey: 'services.ict.offer.strategy.title', textKey: 'services.ict.offer.strategy.text' },
        { icon: 'file', titleKey: 'services.ict.offer.procurement.title', textKey: 'services.ict.offer.procurement.text' },
        { icon: 'layers', titleKey: 'services.ict.offer.architecture.title', textKey: 'services.ict.offer.architecture.text' },
        { icon: 'server', titleKey: 'services.ict.offer.infrastructure.title', textKey: 'services.ict.offer.infrastructure.text' },
        { icon: 'shield', titleKey: 'services.ict.offer.security.title', textKey: 'services.ict.offer.security.text' },
        { icon: 'eye', titleKey: 'services.ict.offer.assurance.title', textKey: 'services.ict.offer.assurance.text' },
      ],
    },
  ],
  cta: {
    titleKey: 'services.ict.cta.title',
    textKey: 'services.ict.cta.text',
    action: { labelKey: 'blocks.cta.contactUs', to: '/contact' },
  },
};

export default content;
