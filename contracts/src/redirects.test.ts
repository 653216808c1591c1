import { checkImport, checkRedirect, normalizePath, parseRedirectsCsv, RedirectError, redirectsToCsv, resolveRedirect, type Redirect } from './redirects';

const rules = {
  allowedHosts: ['careers.example.com'],
  answeredBySite: (path: string) => ['/projects', '/about-us', '/strategy', '/services/strategy'].includes(path.replace(/^\/(sw|fr)(?=\/|$)/, '') || '/'),
};
const table = (...redirects: Redirect[]) => new Map(redirects.map((r) => [r.from, r]));
const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RedirectError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('normalizePath', () => {
  it('lower-cases, joins slashes, drops the trailing slash, the query and the fragment', () => {
    expect(normalizePath('/Our-Projects-Portfolio/')).toBe('/our-projects-portfolio');
    expect(normalizePath('//x')).toBeNull();
    expect(normalizePath('/a//b/?q=1#top')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/caf%C3%A9')).toBe('/café');
  });

  it('refuses what is no path of this site', () => {
    for (const bad of ['x', 'javascript:alert(1)', '/a b', '/../etc', '/%E0%A4%A', 'https://evil.example/']) expect(normalizePath(bad)).toBeNull();
  });
});

describe('checkRedirect', () => {
  it('stores a path target and an https target on the allow-list', () => {
    expect(checkRedirect({ from: '/Old/', to: '/projects', status: 301 }, table(), rules)).toEqual({ from: '/old', to: '/projects', status: 301 });
    expect(checkRedirect({ from: '/jobs', to: 'https://careers.example.com/open', status: 307 }, table(), rules).to).toBe('https://careers.example.com/open');
  });

  it('refuses another site, javascript:, itself, reserved paths, the site’s own pages and odd kinds', () => {
    expect(refused(() => checkRedirect({ from: '/x', to: 'https://evil.example/', status: 301 }, table(), rules))).toMatch(/evil\.example is not on the list/);
    expect(refused(() => checkRedirect({ from: '/x', to: 'http://careers.example.com/', status: 301 }, table(), rules))).toMatch(/Only https/);
    expect(refused(() => checkRedirect({ from: '/x', to: 'javascript:alert(1)', status: 301 }, table(), rules))).toMatch(/Only https/);
    expect(refused(() => checkRedirect({ from: '/x', to: '/X/', status: 301 }, table(), rules))).toMatch(/to itself/);
    expect(refused(() => checkRedirect({ from: '/admin/x', to: '/', status: 301 }, table(), rules))).toMatch(/back office/);
    expect(refused(() => checkRedirect({ from: '/sw/sitemap.xml', to: '/', status: 301 }, table(), rules))).toMatch(/back office/);
    expect(refused(() => checkRedirect({ from: '/strategy', to: '/', status: 301 }, table(), rules))).toMatch(/page of the site/);
    expect(refused(() => checkRedirect({ from: '/sw/projects', to: '/', status: 301 }, table(), rules))).toMatch(/page of the site/);
    expect(refused(() => checkRedirect({ from: '/x', to: '/', status: 302 }, table(), rules))).toMatch(/301.*307/);
  });

  it('refuses loops and chains, saying which redirect is in the way', () => {
    const a = { from: '/a', to: '/b', status: 301 as const };
    expect(refused(() => checkRedirect({ from: '/b', to: '/a', status: 301 }, table(a), rules))).toMatch(/loop/);
    expect(refused(() => checkRedirect({ from: '/c', to: '/a', status: 301 }, table(a), rules))).toMatch(/chain: \/a already redirects to \/b/);
    expect(refused(() => checkRedirect({ from: '/b', to: '/projects', status: 301 }, table(a), rules))).toMatch(/chain: \/a already redirects to \/b/);
  });
});

describe('resolveRedirect', () => {
  const t = table(
    { from: '/old', to: '/projects', status: 301 },
    { from: '/sw/special', to: '/sw/about-us', status: 307 },
    { from: '/special', to: '/about-us', status: 301 },
  );

  it('applies /x to /sw/x and /fr/x in their language, unless a language-specific one exists', () => {
    expect(resolveRedirect(t, '/old')?.to).toBe('/projects');
    expect(resolveRedirect(t, '/sw/old')?.to).toBe('/sw/projects');
    expect(resolveRedirect(t, '/fr/OLD/')?.to).toBe('/fr/projects');
    expect(resolveRedirect(t, '/sw/special')).toMatchObject({ to: '/sw/about-us', status: 307 });
    expect(resolveRedirect(t, '/fr/special')?.to).toBe('/fr/about-us');
  });

  it('never applies to reserved addresses, and is null for unknown paths', () => {
    const wide = table({ from: '/api/x', to: '/', status: 301 });
    expect(resolveRedirect(wide, '/api/x')).toBeNull();
    expect(resolveRedirect(t, '/nowhere')).toBeNull();
  });
});

describe('CSV import and export', () => {
  it('reads quoted fields, an optional header and the kind in words, with line numbers', () => {
    const { rows, problems } = parseRedirectsCsv('from,to,status\r\n/a,/projects,301\n"/b","/about-us",temporary\n\n/c,/x,302\n');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, from: '/a', to: '/projects', status: 301 },
      { line: 3, from: '/b', to: '/about-us', status: 307 },
      { line: 5, from: '/c', to: '/x', status: 307 },
    ]);
  });

  it('reports every bad row with its line and reason and keeps none of them', () => {
    const { redirects, problems } = checkImport('/a,/projects\n/b,https://evil.example/\n/c\n/d,/a,301\n/e,/about-us,999\n', table(), rules);
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4, 5]);
    expect(problems[0]?.reason).toMatch(/evil\.example/);
    expect(problems[2]?.reason).toMatch(/chain/);
    expect(redirects.map((r) => r.from)).toEqual(['/a']);
  });

  it('writes what it reads back', () => {
    const list: Redirect[] = [
      { from: '/a', to: '/projects?x=1,2', status: 301 },
      { from: '/b', to: 'https://careers.example.com/', status: 307 },
    ];
    const csv = redirectsToCsv(list);
    expect(csv.split('\r\n')[0]).toBe('from,to,status');
    expect(parseRedirectsCsv(csv).rows.map(({ from, to, status }) => ({ from, to, status }))).toEqual(list);
  });
});
