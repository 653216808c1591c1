import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { mockIntersectionObserver, mockReducedMotion } from '@/test-utils/render-page';
import { COUNTER_DURATION_MS, CountersBand } from './counters-band';

/** The numbers people see (the visually hidden copies carry the final values for screen readers). */
const visibleFigures = () => [...document.querySelectorAll('p > span[aria-hidden="true"]')].map((el) => el.textContent);

let observer: ReturnType<typeof mockIntersectionObserver>;
beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
  observer = mockIntersectionObserver();
});
afterEach(() => {
  observer.restore();
  jest.useRealTimers();
});

test('the server renders the final values, so crawlers and visitors without scripts see them', () => {
  const html = renderToString(
    <MemoryRouter>
      <CountersBand />
    </MemoryRouter>,
  );
  for (const text of [
    '330+',
    '850+',
    '25+',
    '10+',
    'Active Clients',
    'Projects Done',
    'Team Advisors',
    'Glorious Years',
    '15+',
    'countries across Africa',
    '10k',
    'happy corporate clients',
  ]) {
    expect(html).toContain(text);
  }
});

test('counts up from 0 over 2 seconds once scrolled into view', () => {
  render(<CountersBand />, { wrapper: MemoryRouter });
  expect(visibleFigures()).toEqual(['330+', '850+', '25+', '10+']);
  // Off screen: reset unseen.
  act(() => observer.trigger(false));
  expect(visibleFigures()).toEqual(['0+', '0+', '0+', '0+']);
  act(() => jest.advanceTimersByTime(5000));
  expect(visibleFigures()).toEqual(['0+', '0+', '0+', '0+']);
  act(() => observer.trigger(true));
  act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / 2));
  const halfway = visibleFigures().map((text) => Number.parseInt(text!, 10));
  expect(halfway[0]).toBeGreaterThan(0);
  expect(halfway[0]).toBeLessThan(330);
  act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS));
  expect(visibleFigures()).toEqual(['330+', '850+', '25+', '10+']);
  // Screen readers always get the final values.
  expect(screen.getByText('330+', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
});

test('with reduced motion the final values stay and nothing animates', () => {
  mockReducedMotion(true);
  render(<CountersBand />, { wrapper: MemoryRouter });
  act(() => observer.trigger(false));
  act(() => observer.trigger(true));
  act(() => jest.advanceTimersByTime(100));
  expect(visibleFigures()).toEqual(['330+', '850+', '25+', '10+']);
});
