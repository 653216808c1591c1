import type { IconName } from 'remote_shared/ui/core';

/** The six services of spec §2 on the home page: their texts are in the catalogues under `home.services.`; `href` is an English path. */
const services: { icon: IconName; titleKey: string; textKey: string; link: { labelKey: string; href: string } }[] = [
  {
    icon: 'code',
    titleKey: 'home.services.development.title',
    textKey: 'home.services.development.text',
    link: { labelKey: 'home.services.learnMore', href: '/services/development' },
  },
  {
    icon: 'smartphone',
    titleKey: 'home.services.mobile.title',
    textKey: 'home.services.mobile.text',
    link: { labelKey: 'home.services.learnMore', href: '/services/strategy' },
  },
  {
    icon: 'server',
    titleKey: 'home.services.infrastructure.title',
    textKey: 'home.services.infrastructure.text',
    link: { labelKey: 'home.services.learnMore', href: '/services/ict' },
  },
  {
    icon: 'shield',
    titleKey: 'home.services.qa.title',
    textKey: 'home.services.qa.text',
    link: { labelKey: 'home.services.learnMore', href: '/services/development' },
  },
  {
    icon: 'briefcase',
    titleKey: 'home.services.consultancy.title',
    textKey: 'home.services.consultancy.text',
    link: { labelKey: 'home.services.learnMore', href: '/services/ict' },
  },
  {
    icon: 'team',
    titleKey: 'home.services.team.title',
    textKey: 'home.services.team.text',
    link: { labelKey: 'home.services.learnMore', href: '/services/human' },
  },
];

export default services;
