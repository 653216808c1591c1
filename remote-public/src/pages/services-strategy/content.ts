import { servicePage } from '@/blocks/service-page/service-page';

/** /services/strategy: its texts are in the catalogues (src/messages) under `services.strategy.`. */
export default servicePage('strategy', {
  points: ['discovery', 'roadmap', 'platform', 'launch'],
  sections: [
    {
      id: 'benefits',
      tone: 'surface',
      align: 'center',
      features: { reach: 'users', faster: 'zap', offline: 'wifi', secure: 'shield', data: 'chart', channels: 'layers' },
    },
  ],
  action: 'blocks.cta.hireUs',
});
