import { createTranslator, type Locale } from 'remote_shared/i18n';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import sw from '@/messages/sw.json';

// The 'N project(s)' badge of spec §2, as the catalogues write it per language (projects-page.tsx).
const countIn = (locale: Locale, catalogue: Record<string, string>) => (n: number) => createTranslator(locale, catalogue).t('projects.count', { count: n });
const projectCount = countIn('en', en);

test("'N project(s)': singular only for one", () => {
  expect(projectCount(0)).toBe('0 projects');
  expect(projectCount(1)).toBe('1 project');
  expect(projectCount(2)).toBe('2 projects');
  expect(projectCount(12)).toBe('12 projects');
});

test('French counts 0 and 1 as singular; Kiswahili changes the noun’s class', () => {
  const fr1 = countIn('fr', fr);
  expect([0, 1, 2, 12].map(fr1)).toEqual(['0 projet', '1 projet', '2 projets', '12 projets']);
  const sw1 = countIn('sw', sw);
  expect([0, 1, 2, 12].map(sw1)).toEqual(['miradi 0', 'mradi 1', 'miradi 2', 'miradi 12']);
});
