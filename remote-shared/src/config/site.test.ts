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

describe('site facts per language', () => {
  it('name the default office in Kiswahili and French, and in English without a language', () => {
    expect(getSite().headOffice.title).toBe('Head Office');
    expect(getSite('en').headOffice.title).toBe('Head Office');
    expect(getSite('sw').headOffice.title).toBe('Ofisi Kuu');
    expect(getSite('fr').headOffice.title).toBe('Siège social');
    expect(getSite('fr').offices).toEqual(['Kigali', 'Nairobi', 'Addis-Abeba']);
  });

  it("take a deployment's own translations, and what a language leaves out from English", () => {
    (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ = {
      site: { headOffice: { title: 'Main Office', lines: ['1 Example Road'] }, translations: { sw: { headOffice: { title: 'Ofisi ya Makao' } } } },
    };
    expect(getSite('sw').headOffice).toEqual({ title: 'Ofisi ya Makao', lines: ['1 Example Road'] });
    expect(getSite('fr').headOffice).toEqual({ title: 'Main Office', lines: ['1 Example Road'] });
  });

  it("never show the default's translation of an address the deployment replaced", () => {
    (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ = { site: { headOffice: { title: 'Kigali Office', lines: ['KG 7 Ave'] } } };
    expect(getSite('sw').headOffice).toEqual({ title: 'Kigali Office', lines: ['KG 7 Ave'] });
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
