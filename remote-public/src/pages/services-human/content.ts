import { servicePage } from '@/blocks/service-page/service-page';

/** /services/human: its texts are in the catalogues (src/messages) under `services.human.`. */
export default servicePage('human', {
  points: ['hiring', 'turnover', 'skills', 'data'],
  sections: [
    { id: 'offer', tone: 'surface', columns: 4, features: { planning: 'chart', talent: 'search', performance: 'award', systems: 'server' } },
    { id: 'brand', lead: true, featureTone: 'outlined', features: { proposition: 'star', careers: 'globe', candidates: 'users' } },
  ],
  action: 'blocks.cta.hireUs',
});
