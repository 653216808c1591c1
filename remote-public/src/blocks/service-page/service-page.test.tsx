import { ICON_NAMES } from 'remote_shared/ui/core';
import development from '@/pages/services-development/content';
import homeServices from '@/pages/home/services';
import human from '@/pages/services-human/content';
import ict from '@/pages/services-ict/content';
import strategy from '@/pages/services-strategy/content';
import { ROUTES } from '@/routes';

const PAGES = { '/services/development': development, '/services/human': human, '/services/ict': ict, '/services/strategy': strategy };

describe('service page content files', () => {
  test.each(Object.entries(PAGES))('%s names its own route and only icons the design system draws', (path, content) => {
    expect(content.meta.path).toBe(path);
    expect(ROUTES.pages.map((page) => page.path)).toContain(path);
    const icons = content.sections.flatMap((section) => (section.features ?? []).map((feature) => feature.icon));
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(ICON_NAMES).toContain(icon);
  });
});

test('the home page services name only icons the design system draws and link to service pages', () => {
  const paths = ROUTES.pages.map((page) => page.path);
  for (const service of homeServices) {
    expect(ICON_NAMES).toContain(service.icon);
    expect(paths).toContain(service.href);
  }
});
