import { resolveAssetUrl } from './runtime';
import { DEFAULT_SITE, getSite, mainSiteLink } from './site';

afterEach(() => {
  delete (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__;
});

describe('site facts', () => {
  it('are the defaults without a deployment override', () => {
    expect(getSite()).toEqual(DEFAULT_SITE);
    expect(mainSiteLink('/about')).toBeNull();
  });

  it('are overridden per deployment by the runtime configuration, field by field', () => {
    (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ = {
      site: { name: 'Acme ICT', social: { linkedin: 'https://linkedin.example/acme' }, mainSiteUrl: 'https://acme.example/' },
    };
    const site = getSite();
    expect(site.name).toBe('Acme ICT');
    expect(site.social).toEqual({ ...DEFAULT_SITE.social, linkedin: 'https://linkedin.example/acme' });
    expect(site.email).toBe(DEFAULT_SITE.email);
    expect(mainSiteLink('services/web')).toBe('https://acme.example/services/web');
  });
});

describe('resolveAssetUrl', () => {
  it('keeps absolute addresses and resolves our uploads against {host}', () => {
    expect(resolveAssetUrl('https://res.cloudinary.com/x.png')).toBe('https://res.cloudinary.com/x.png');
    expect(resolveAssetUrl('/uploads/a.webp')).toBe('/uploads/a.webp');
    (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ = { apiBaseUrl: 'https://api.example.com/' };
    expect(resolveAssetUrl('/uploads/a.webp')).toBe('https://api.example.com/uploads/a.webp');
    expect(resolveAssetUrl(null)).toBeNull();
  });
});
