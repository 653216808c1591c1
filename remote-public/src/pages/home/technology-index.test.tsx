import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mockIntersectionObserver, mockReducedMotion, resetSite, withSite } from '@/test-utils/render-page';
import { BAR_DELAY_MS, TechnologyIndex } from './technology-index';

const renderIndex = () =>
  render(
    <MemoryRouter>
      <TechnologyIndex />
    </MemoryRouter>,
  );
const bars = () => document.querySelector('[data-filled], ul:has(> li > div[aria-hidden])');
const filled = () => document.querySelector('ul[data-filled]') !== null;

let observer: ReturnType<typeof mockIntersectionObserver>;
beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
  observer = mockIntersectionObserver();
});
afterEach(() => {
  observer.restore();
  resetSite();
  jest.useRealTimers();
});

test('six tiles opening the main site in a new tab when it is configured', () => {
  withSite({ mainSiteUrl: 'https://www.example.org' });
  renderIndex();
  const names = ['WEB', 'ANDROID', 'IOS', 'IOT', 'WEARABLES', 'TV'];
  for (const name of names) {
    const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.example\.org\/services\//);
  }
});

test('without a main site the tiles are shown but link nowhere', () => {
  renderIndex();
  expect(screen.getByText('WEARABLES')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('the three bars with their percentages', () => {
  renderIndex();
  const list = bars() as HTMLElement;
  expect(within(list).getByText('Front-end and back-end development')).toBeInTheDocument();
  expect(within(list).getByText('70%')).toBeInTheDocument();
  expect(within(list).getByText('Mobile app development')).toBeInTheDocument();
  expect(within(list).getByText('90%')).toBeInTheDocument();
  expect(within(list).getByText('ICT consultancy')).toBeInTheDocument();
  expect(within(list).getByText('60%')).toBeInTheDocument();
});

test('bars are full on the server render, empty while off screen, and fill 100 ms after coming into view', () => {
  renderIndex();
  expect(filled()).toBe(true);
  act(() => observer.trigger(false));
  expect(filled()).toBe(false);
  act(() => observer.trigger(true));
  act(() => jest.advanceTimersByTime(BAR_DELAY_MS - 1));
  expect(filled()).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(filled()).toBe(true);
});
