import type { IconName } from 'remote_shared/ui/core';

/**
 * The six services of spec §2 on the home page: their texts are in the catalogues under `home.services.`;
 * each card's Learn more link leads to `href`, an English path.
 */
const services: { icon: IconName; titleKey: string; textKey: string; href: string }[] = [
  { icon: 'code', titleKey: 'home.services.development.title', textKey: 'home.services.development.text', href: '/services/development' },
  { icon: 'smartphone', titleKey: 'home.services.mobile.title', textKey: 'home.services.mobile.text', href: '/services/strategy' },
  { icon: 'server', titleKey: 'home.services.infrastructure.title', textKey: 'home.services.infrastructure.text', href: '/services/ict' },
  { icon: 'shield', titleKey: 'home.services.qa.title', textKey: 'home.services.qa.text', href: '/services/development' },
  { icon: 'briefcase', titleKey: 'home.services.consultancy.title', textKey: 'home.services.consultancy.text', href: '/services/ict' },
  { icon: 'team', titleKey: 'home.services.team.title', textKey: 'home.services.team.text', href: '/services/human' },
];

export default services;
