import { render } from '@testing-library/react';
import { PageMeta } from './page-meta';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('PageMeta in the browser', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('writes the title, description, canonical link and an absolute og:image', () => {
    render(<PageMeta title="Water Billing" description="A project." path="/projects/3" image="/uploads/water.webp" />);
    expect(document.title).toBe('Water Billing | Savanna Digital Consult');
    expect(content('meta[name="description"]')).toBe('A project.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/projects/3`);
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/projects/3`);
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/uploads/water.webp`);
  });

  it('drops the image and noindex of the page before when the next page has none', () => {
    const { rerender } = render(<PageMeta title="Water Billing" description="A project." path="/projects/3" image="/uploads/water.webp" noindex />);
    expect(content('meta[name="robots"]')).toBe('noindex');
    rerender(<PageMeta title="Contact Us" description="Write to us." path="/contact" />);
    expect(document.title).toBe('Contact Us | Savanna Digital Consult');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
