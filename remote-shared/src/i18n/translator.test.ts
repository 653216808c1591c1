import { parse } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from './translator';
import { formatLongDate } from './dates';
import { acceptedLanguages, localizePath, preferredLocale, unlocalizePath } from 'contracts/locales';

describe('createTranslator', () => {
  it('returns plain texts as they are and formats ICU messages with plurals per locale', () => {
    const catalogue = {
      plain: 'Our Projects',
      count: '{count, plural, one {# project} other {# projects}}',
      quoted: "It''s {name}",
    };
    const en = createTranslator('en', catalogue);
    expect(en.t('plain')).toBe('Our Projects');
    expect(en.t('count', { count: 1 })).toBe('1 project');
    expect(en.t('count', { count: 12 })).toBe('12 projects');
    expect(en.t('quoted', { name: 'Kampala' })).toBe("It's Kampala");
    const fr = createTranslator('fr', { count: '{count, plural, one {# projet} other {# projets}}' });
    // French counts 0 and 1 as singular.
    expect(fr.t('count', { count: 0 })).toBe('0 projet');
    expect(fr.t('count', { count: 2 })).toBe('2 projets');
    const sw = createTranslator('sw', { count: '{count, plural, one {mradi #} other {miradi #}}' });
    expect(sw.t('count', { count: 1 })).toBe('mradi 1');
    expect(sw.t('count', { count: 5 })).toBe('miradi 5');
  });

  it('formats exact matches, selects, numbers and ordinals; a missing argument shows its name', () => {
    const t = createTranslator('en', {
      exact: '{count, plural, =0 {No projects yet} one {# project} other {# projects}}',
      select: '{office, select, nairobi {Nairobi office} other {Head office}}',
      number: '{n, number} experts',
      ordinal: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      missing: 'Hello {name}',
    });
    expect(t.t('exact', { count: 0 })).toBe('No projects yet');
    expect(t.t('exact', { count: 1400 })).toBe('1,400 projects');
    expect(t.t('select', { office: 'nairobi' })).toBe('Nairobi office');
    expect(t.t('select', { office: 'kigali' })).toBe('Head office');
    expect(t.t('number', { n: 1400 })).toBe('1,400 experts');
    expect(t.t('ordinal', { n: 2 })).toBe('2nd');
    expect(t.t('ordinal', { n: 13 })).toBe('13th');
    expect(t.t('missing')).toBe('Hello {name}');
    // Compiled catalogues hold syntax trees: the same results.
    const compiled = createTranslator('fr', { count: parse('{count, plural, one {# projet} other {# projets}}') as never });
    expect(compiled.t('count', { count: 1 })).toBe('1 projet');
    expect(compiled.t('count', { count: 3 })).toBe('3 projets');
  });

  it('answers the key for a message no catalogue has', () => {
    const t = createTranslator('sw', {});
    expect(t.t('home.missing')).toBe('home.missing');
    expect(t.has('home.missing')).toBe(false);
  });
});

describe('formatLongDate', () => {
  it('keeps the spec’s English form and writes Kiswahili and French their own way', () => {
    expect(formatLongDate(2025, 2, 5, 'en')).toBe('March 05, 2025');
    expect(formatLongDate(2025, 2, 5, 'sw')).toBe('5 Machi 2025');
    expect(formatLongDate(2025, 2, 5, 'fr')).toBe('5 mars 2025');
    expect(formatLongDate(2025, 7, 1, 'fr')).toBe('1er août 2025');
  });
});

describe('locale addresses', () => {
  it('prefixes translated locales and keeps English addresses', () => {
    expect(localizePath('en', '/about-us')).toBe('/about-us');
    expect(localizePath('sw', '/about-us')).toBe('/sw/about-us');
    expect(localizePath('fr', '/')).toBe('/fr');
    expect(unlocalizePath('/sw/projects/4')).toBe('/projects/4');
    expect(unlocalizePath('/fr')).toBe('/');
    expect(unlocalizePath('/swahili')).toBe('/swahili');
    expect(unlocalizePath('/about-us')).toBe('/about-us');
  });

  it('suggests a translated language only when the browser prefers it to English', () => {
    expect(preferredLocale(acceptedLanguages('sw-KE,sw;q=0.9,en;q=0.8'))).toBe('sw');
    expect(preferredLocale(acceptedLanguages('en-GB,en;q=0.9,fr;q=0.8'))).toBeNull();
    expect(preferredLocale(acceptedLanguages('de;q=0.5, fr-RW;q=0.9'))).toBe('fr');
    expect(preferredLocale(acceptedLanguages(undefined))).toBeNull();
    expect(preferredLocale(acceptedLanguages('*'))).toBeNull();
  });
});
