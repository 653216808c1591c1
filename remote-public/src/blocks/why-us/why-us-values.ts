import type { IconName } from 'remote_shared/ui/core';

export type WhyUsValue = 'Experience' | 'Expertise' | 'Innovations' | 'Agile';

/** The four reasons to choose us; the home page and /why-choose-us show them in different orders (spec §2). */
const WHY_US_VALUES: Record<WhyUsValue, { icon: IconName; titleKey: string; textKey: string }> = {
  Experience: { icon: 'award', titleKey: 'whyUs.values.experience.title', textKey: 'whyUs.values.experience.text' },
  Expertise: { icon: 'target', titleKey: 'whyUs.values.expertise.title', textKey: 'whyUs.values.expertise.text' },
  Innovations: { icon: 'lightbulb', titleKey: 'whyUs.values.innovations.title', textKey: 'whyUs.values.innovations.text' },
  Agile: { icon: 'zap', titleKey: 'whyUs.values.agile.title', textKey: 'whyUs.values.agile.text' },
};

/** The values in `order`, as feature cards in the page's language (`t` of useT). */
export const valuesInOrder = (order: WhyUsValue[], t: (key: string) => string) =>
  order.map((value) => {
    const { icon, titleKey, textKey } = WHY_US_VALUES[value];
    return { icon, title: t(titleKey), text: t(textKey) };
  });
