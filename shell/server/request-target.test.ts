import { requestTarget } from './request-target';

describe('requestTarget', () => {
  it('splits path and query of a plain address and leaves it as it is', () => {
    expect(requestTarget('/projects/12?name=ERP')).toEqual({ pathname: '/projects/12', search: '?name=ERP', canonical: '/projects/12' });
    expect(requestTarget('/')).toEqual({ pathname: '/', search: '', canonical: '/' });
  });

  it('drops a trailing slash and collapses runs of slashes, so the page redirects to one address', () => {
    expect(requestTarget('/about-us/').canonical).toBe('/about-us');
    expect(requestTarget('/services//ict///').canonical).toBe('/services/ict');
    expect(requestTarget('//////').canonical).toBe('/');
  });

  it('never yields a protocol-relative address, whatever the dots and backslashes', () => {
    for (const target of ['/.//evil.example/', '//evil.example//', '/\\evil.example/', '/\\/evil.example']) {
      const { canonical } = requestTarget(target);
      expect(canonical.startsWith('//')).toBe(false);
      expect(canonical.startsWith('/')).toBe(true);
    }
  });

  it('percent-encodes characters a Location header cannot carry', () => {
    expect(requestTarget('/caf\u00e9/"x"').canonical).toBe('/caf%C3%A9/%22x%22');
    expect(requestTarget('/a?q=<b>').search).toBe('?q=%3Cb%3E');
  });

  it('handles 100,000 slashes in one pass', () => {
    expect(requestTarget(`/${'/'.repeat(100_000)}x`).canonical).toBe('/x');
  });
});
