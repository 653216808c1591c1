import { servicePage } from '@/blocks/service-page/service-page';

/** /services/ict: its texts are in the catalogues (src/messages) under `services.ict.`. */
export default servicePage('ict', {
  points: ['builders', 'independent', 'reports', 'support'],
  sections: [
    {
      id: 'offer',
      tone: 'surface',
      features: { strategy: 'target', procurement: 'file', architecture: 'layers', infrastructure: 'server', security: 'shield', assurance: 'eye' },
    },
  ],
  action: 'blocks.cta.contactUs',
});
