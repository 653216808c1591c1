import { SEARCH_FIXED_PAGES, recordPagePath, searchPageOf } from './search-pages';

describe('the pages that have a search appearance', () => {
  it('are spec §2’s fixed pages and every content type’s list page, by English address', () => {
    expect(SEARCH_FIXED_PAGES).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us',
        '/why-choose-us',
        '/services/strategy',
        '/services/development',
        '/contact',
        '/projects',
        '/our-team',
        '/mission-vision',
      ]),
    );
    expect(searchPageOf('/About-Us/')).toEqual({ kind: 'fixed', path: '/about-us' });
  });

  it('include each record’s own page, by its type’s route', () => {
    expect(recordPagePath('posts', 12)).toBe('/projects/12');
    expect(recordPagePath('teamMembers', 3)).toBeNull();
    expect(searchPageOf('/projects/12')).toEqual({ kind: 'record', path: '/projects/12', type: 'posts', id: 12 });
  });

  it('are nothing else: another language’s address, a preview, a bad id, the back office', () => {
    for (const path of ['/fr/about-us', '/projects/12/preview', '/projects/0', '/projects/abc', '/projects/99999999999', '/admin', 'about-us', '//x']) {
      expect(searchPageOf(path)).toBeNull();
    }
  });
});
