import type { IconName } from 'remote_shared/ui/core';

export type WhyUsValue = 'Experience' | 'Expertise' | 'Innovations' | 'Agile';

/** The four reasons to choose us; the home page and /why-choose-us show them in different orders (spec §2). */
export const WHY_US_VALUES: Record<WhyUsValue, { icon: IconName; text: string }> = {
  Experience: {
    icon: 'award',
    text: 'Six years of delivering systems that ministries, agencies and county governments run every day, from first workshop to long-term support.',
  },
  Expertise: {
    icon: 'target',
    text: 'More than 1400 software experts across web, mobile, infrastructure, data and security, matched to each project by the skills it needs.',
  },
  Innovations: {
    icon: 'lightbulb',
    text: 'Machine learning, AI and augmented reality put to practical use: fewer queues, faster decisions and services that reach people on their phones.',
  },
  Agile: {
    icon: 'zap',
    text: 'Short iterations, working software every sprint and open reporting, so you see progress and risks early and can change course cheaply.',
  },
};

export const valuesInOrder = (order: WhyUsValue[]) => order.map((title) => ({ title, ...WHY_US_VALUES[title] }));
