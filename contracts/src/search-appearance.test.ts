import { LIMITS } from './limits';
import { SEARCH_DESCRIPTION_MESSAGE, SEARCH_TITLE_MESSAGE, cutAtWord, searchAppearance, searchAppearanceProblem } from './search-appearance';

const site = { name: 'Savanna Digital Consult', image: '/uploads/share.webp' };
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('searchAppearance: what the editor set wins', () => {
  it('keeps the set title, description, image and noindex', () => {
    const set = { title: 'Water billing for Kigali', description: 'Bills that arrive.', image: '/uploads/own.webp', noindex: true };
    expect(searchAppearance(set, { title: 'Water Billing', description: 'Long text', image: '/uploads/record.webp' }, site)).toEqual({
      title: 'Water billing for Kigali',
      description: 'Bills that arrive.',
      image: '/uploads/own.webp',
      noindex: true,
    });
  });

  it('treats blank values as not set', () => {
    const result = searchAppearance({ title: '  ', description: '', image: null, noindex: null }, { title: 'Water Billing', description: 'A project.' }, site);
    expect(result).toEqual({ title: 'Water Billing | Savanna Digital Consult', description: 'A project.', image: '/uploads/share.webp', noindex: false });
  });
});

describe('searchAppearance: the fallback rule', () => {
  it('titles a record with its title, the separator and the company name, never cut (search engines shorten it)', () => {
    expect(searchAppearance(null, { title: 'Water Billing' }, site).title).toBe('Water Billing | Savanna Digital Consult');
    const long = searchAppearance(null, { title: 'Integrated Financial Management Information System for the Ministry' }, site).title;
    expect(long).toBe('Integrated Financial Management Information System for the Ministry | Savanna Digital Consult');
  });

  it('puts a title on one line', () => {
    expect(searchAppearance({ title: ' Water\n  billing ' }, { title: 'x' }, site).title).toBe('Water billing');
    expect(searchAppearance(null, { title: 'Water\nBilling' }, site).title).toBe('Water Billing | Savanna Digital Consult');
  });

  it('does not name the company twice, and a page without a title is the company name', () => {
    expect(searchAppearance(null, { title: 'About Savanna Digital Consult' }, site).title).toBe('About Savanna Digital Consult');
    expect(searchAppearance(null, { title: '' }, site).title).toBe('Savanna Digital Consult');
  });

  it('cuts the description at a word boundary near 155 characters', () => {
    const description = searchAppearance(null, { title: 'T', description: words(40) }, site).description;
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.length).toBeGreaterThan(140);
    expect(description.endsWith('…')).toBe(true);
    expect(words(40).startsWith(description.slice(0, -1))).toBe(true);
    expect(words(40).charAt(description.length - 1)).toBe(' ');
  });

  it('keeps a short description whole, on one line', () => {
    expect(searchAppearance(null, { title: 'T', description: 'Two\nlines.' }, site).description).toBe('Two lines.');
    expect(searchAppearance(null, { title: 'T' }, site).description).toBe('');
  });

  it("takes the record's image, else the company's sharing image, else none", () => {
    expect(searchAppearance(null, { title: 'T', image: '/uploads/record.webp' }, site).image).toBe('/uploads/record.webp');
    expect(searchAppearance(null, { title: 'T' }, site).image).toBe('/uploads/share.webp');
    expect(searchAppearance(null, { title: 'T' }, { name: site.name }).image).toBeNull();
  });
});

describe('cutAtWord', () => {
  it('drops the punctuation before the ellipsis', () => {
    const cut = cutAtWord(Array.from({ length: 40 }, (_, i) => `word${i},`).join(' '));
    expect(cut.endsWith(',…')).toBe(false);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('cuts one word longer than the limit hard', () => {
    const cut = cutAtWord('x'.repeat(400));
    expect(cut).toHaveLength(155);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('searchAppearanceProblem', () => {
  it('refuses a title over 120 characters and a description over its limit', () => {
    expect(searchAppearanceProblem({ title: 'x'.repeat(LIMITS.searchTitle) })).toBeNull();
    expect(searchAppearanceProblem({ title: 'x'.repeat(121) })).toBe(SEARCH_TITLE_MESSAGE);
    expect(SEARCH_TITLE_MESSAGE).toBe('Search title must be at most 120 characters');
    expect(searchAppearanceProblem({ description: 'x'.repeat(LIMITS.searchDescription + 1) })).toBe(SEARCH_DESCRIPTION_MESSAGE);
  });
});
