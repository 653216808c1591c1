import { servicePage } from '@/blocks/service-page/service-page';

/** /services/development: its texts are in the catalogues (src/messages) under `services.development.`. */
export default servicePage('development', {
  points: ['accessible', 'secure', 'observable', 'yours'],
  sections: [
    { id: 'languages', tone: 'surface', align: 'center', slot: 'languages' },
    { id: 'innovation', features: { ml: 'chart', ai: 'cpu', ar: 'eye' } },
    { id: 'process', tone: 'surface', narrow: true, slot: 'process' },
  ],
  action: 'blocks.cta.hireUs',
});
