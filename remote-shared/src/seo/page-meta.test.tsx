import { render, waitFor } from '@testing-library/react';
import { fakeApi } from 'tools/jest/fake-api';
import { PageMeta } from './page-meta';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('PageMeta in the browser', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('writes the title, description, canonical link and an absolute og:image', async () => {
    render(<PageMeta title="Water Billing" description="A project." path="/projects/3" image="/uploads/water.webp" />);
    await waitFor(() => expect(document.title).toBe('Water Billing | Savanna Digital Consult'));
    expect(content('meta[name="description"]')).toBe('A project.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/projects/3`);
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/projects/3`);
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/uploads/water.webp`);
  });

  it('drops the image and noindex of the page before when the next page has none: the company’s sharing image stands in', async () => {
    const { rerender } = render(<PageMeta title="Water Billing" description="A project." path="/projects/3" image="/uploads/water.webp" noindex />);
    await waitFor(() => expect(content('meta[name="robots"]')).toBe('noindex'));
    rerender(<PageMeta title="Contact Us" description="Write to us." path="/contact" />);
    await waitFor(() => expect(document.title).toBe('Contact Us | Savanna Digital Consult'));
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/sharing-image.png`);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('after a move, applies what editors set for the page (docs/search-appearance.md), and the fallback while it is read', async () => {
    const set = { title: 'Our people', description: 'Who builds your systems.', image: '/uploads/team.webp', noindex: true };
    const empty = { title: null, description: null, image: null, noindex: false };
    fakeApi.answer('GET /api/search-appearance/page', { body: { path: '/our-team', en: set, sw: empty, fr: empty, updated_at: null } });
    render(<PageMeta title="Our Team" description="The people behind our work." path="/our-team" />);
    await waitFor(() => expect(document.title).toBe('Our people'));
    expect(content('meta[name="description"]')).toBe('Who builds your systems.');
    expect(content('meta[property="og:title"]')).toBe('Our people');
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/uploads/team.webp`);
    expect(content('meta[name="robots"]')).toBe('noindex');
  });
});
