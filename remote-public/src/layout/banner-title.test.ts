import { FIXED_TITLES, bannerTitle, breadcrumb } from './banner-title';

const title = (path: string, search = '') => bannerTitle(path, new URLSearchParams(search));

test('the root is HOME', () => {
  expect(title('/')).toBe('HOME');
});

test('other segments are uppercased with dashes turned into spaces', () => {
  expect(title('/about-us')).toBe('ABOUT US');
  expect(title('/why-choose-us')).toBe('WHY CHOOSE US');
  expect(title('/our-team')).toBe('OUR TEAM');
  expect(title('/contact')).toBe('CONTACT');
  expect(title('/projects')).toBe('PROJECTS');
});

test('strategy, human, ict, development and mission-vision have fixed titles', () => {
  expect(title('/services/strategy')).toBe('STRATEGY DEVELOPMENT & EXECUTION');
  expect(title('/services/human')).toBe('HUMAN CAPITAL MANAGEMENT');
  expect(title('/services/ict')).toBe('ICT CONSULTANCY SERVICES');
  expect(title('/services/development')).toBe('FRONT AND BACKEND DEVELOPMENT');
  expect(title('/mission-vision')).toBe('OUR MISSION AND VISION');
  expect(title('/privacy')).toBe('PRIVACY NOTICE');
  expect(Object.keys(FIXED_TITLES).sort()).toEqual(['development', 'human', 'ict', 'mission-vision', 'privacy', 'strategy']);
});

test('a project takes its title from the name parameter, PROJECT DETAILS by default', () => {
  expect(title('/projects/12', 'name=Digital+Birth+Registration')).toBe('Digital Birth Registration');
  expect(title('/projects/12')).toBe('PROJECT DETAILS');
  expect(title('/projects/12', 'name=%20%20')).toBe('PROJECT DETAILS');
});

test('the breadcrumb is HOME plus one entry per segment', () => {
  expect(breadcrumb('/')).toEqual([{ label: 'HOME', to: '/', linked: true }]);
  expect(breadcrumb('/about-us')).toEqual([
    { label: 'HOME', to: '/', linked: true },
    { label: 'ABOUT US', to: '/about-us', linked: true },
  ]);
  expect(breadcrumb('/services/human').map((c) => c.label)).toEqual(['HOME', 'SERVICES', 'HUMAN']);
  expect(breadcrumb('/projects/12').map((c) => [c.label, c.to])).toEqual([
    ['HOME', '/'],
    ['PROJECTS', '/projects'],
    ['12', '/projects/12'],
  ]);
});

test('a segment that is not a page of its own (/services) is not linked', () => {
  const [, services] = breadcrumb('/services/ict');
  expect(services).toEqual({ label: 'SERVICES', to: '/services', linked: false });
});
