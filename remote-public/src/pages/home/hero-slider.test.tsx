import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { mockReducedMotion, renderPage } from '@/test-utils/render-page';
import { FADE_MS, HeroSlider, SLIDE_INTERVAL_MS } from './hero-slider';

const slide = (id: number, title: string, subtitle: string | null = `Subtitle ${id}`) => ({
  id,
  title,
  subtitle,
  description: `Description ${id}`,
  image_url: `/uploads/demo/slide-${id}.webp`,
});
const SLIDES = [slide(1, 'First slide'), slide(2, 'Second slide'), slide(3, 'Third slide')];

const renderSlider = (...args: [typeof SLIDES | undefined] | []) => {
  const slides = args.length ? args[0] : SLIDES;
  return render(
    <MemoryRouter>
      <HeroSlider slides={slides} />
    </MemoryRouter>,
  );
};

/** The slide people see: the group that is not hidden and not fading out. */
const currentSlide = () => screen.getByRole('group', { hidden: false });
const counter = () => screen.getByText((_, el) => el?.tagName === 'P' && /^\d\d \/ \d\d$/.test(el.textContent ?? ''));

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

test('shows Loading... until the slides arrive', () => {
  const { rerender } = renderSlider(undefined);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  rerender(
    <MemoryRouter>
      <HeroSlider slides={SLIDES} />
    </MemoryRouter>,
  );
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(within(currentSlide()).getByRole('heading', { name: 'First slide' })).toBeInTheDocument();
});

test('shows one slide with subtitle, title, description and LEARN MORE, and a two-digit counter', () => {
  renderSlider();
  const current = currentSlide();
  expect(current).toHaveAccessibleName('1 of 3');
  expect(within(current).getByText('Subtitle 1')).toBeInTheDocument();
  expect(within(current).getByText('Description 1')).toBeInTheDocument();
  expect(within(current).getByRole('link', { name: 'LEARN MORE about us' })).toHaveAttribute('href', '/about-us');
  expect(counter()).toHaveTextContent('01 / 03');
  // Every slide is in the page (the server's HTML has them all); only the current one is visible.
  expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
});

test('the first image is fetched with high priority, the others lazily, all with dimensions', () => {
  const { container } = renderSlider();
  const images = container.querySelectorAll('img');
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(images[0]).toHaveAttribute('loading', 'eager');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
  for (const image of images) {
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
  }
});

test('arrows wrap around both ways', async () => {
  const user = setup();
  renderSlider();
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(currentSlide()).toHaveAccessibleName('3 of 3');
  expect(counter()).toHaveTextContent('03 / 03');
  act(() => jest.advanceTimersByTime(FADE_MS));
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(currentSlide()).toHaveAccessibleName('1 of 3');
  expect(counter()).toHaveTextContent('01 / 03');
});

test('clicks during the 1.2 s fade are ignored', async () => {
  const user = setup();
  renderSlider();
  const next = screen.getByRole('button', { name: 'Next slide' });
  await user.click(next);
  expect(counter()).toHaveTextContent('02 / 03');
  await user.click(next);
  await user.click(next);
  expect(counter()).toHaveTextContent('02 / 03');
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(counter()).toHaveTextContent('02 / 03');
  act(() => jest.advanceTimersByTime(FADE_MS));
  await user.click(next);
  expect(counter()).toHaveTextContent('03 / 03');
});

test('advances by itself every 6 seconds and wraps', () => {
  renderSlider();
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
  expect(counter()).toHaveTextContent('01 / 03');
  act(() => jest.advanceTimersByTime(1));
  expect(counter()).toHaveTextContent('02 / 03');
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
  expect(counter()).toHaveTextContent('03 / 03');
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
  expect(counter()).toHaveTextContent('01 / 03');
});

test('pauses while hovered and while focus is inside, and by its stop button', () => {
  renderSlider();
  const carousel = screen.getByRole('region', { name: 'Highlights' });
  fireEvent.mouseEnter(carousel);
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
  expect(counter()).toHaveTextContent('01 / 03');
  fireEvent.mouseLeave(carousel);
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
  expect(counter()).toHaveTextContent('02 / 03');

  act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
  expect(counter()).toHaveTextContent('02 / 03');
  act(() => screen.getByRole('button', { name: 'Next slide' }).blur());

  fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
  act(() => screen.getByRole('button', { name: 'Start automatic slide show' }).blur());
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
  expect(counter()).toHaveTextContent('02 / 03');
  fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
  act(() => screen.getByRole('button', { name: 'Stop automatic slide show' }).blur());
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
  expect(counter()).toHaveTextContent('03 / 03');
});

test('with reduced motion it never moves by itself and changes without a fade', async () => {
  mockReducedMotion(true);
  const user = setup();
  renderSlider();
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
  expect(counter()).toHaveTextContent('01 / 03');
  expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
  // No fade, so no lock: two quick clicks both count.
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(counter()).toHaveTextContent('03 / 03');
});

test('a literal \\n in a title becomes a line break', () => {
  renderSlider([slide(1, 'Digital public services\\nthat citizens use')]);
  const heading = screen.getByRole('heading', { level: 2 });
  expect(heading.innerHTML).toBe('Digital public services<br>that citizens use');
});

test('a single slide has no arrows or counter; no slides at all shows the company introduction', () => {
  const { rerender } = renderSlider([slide(1, 'Only slide')]);
  expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  rerender(
    <MemoryRouter>
      <HeroSlider slides={[]} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2 }).innerHTML).toBe('We are creative, ambitious and<br>ready for challenges!');
});

describe('fetching the next slide early', () => {
  // The slide's own <picture> turns eager (docs/decisions/0091-the-next-hero-slide-is-fetched-through-its-own-picture.md): the browser then
  // fetches the rendition it will show, though the slide is still hidden.
  const imageOf = (slide: number) => screen.getAllByRole('group', { hidden: true })[slide - 1]!.querySelector('img')!;
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
    delete window.__SAVE_DATA__;
  });

  test("the next slide's image is fetched 1.5 s after a slide shows", () => {
    renderSlider();
    act(() => jest.advanceTimersByTime(1499));
    expect(imageOf(2)).toHaveAttribute('loading', 'lazy');
    act(() => jest.advanceTimersByTime(1));
    expect(imageOf(2)).toHaveAttribute('loading', 'eager');
    expect(imageOf(3)).toHaveAttribute('loading', 'lazy');
  });

  test('not for a visitor whose browser asks to save data; the slides still advance', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    renderSlider();
    act(() => jest.advanceTimersByTime(1500));
    expect(imageOf(2)).toHaveAttribute('loading', 'lazy');
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS - 1500 + FADE_MS + 1500));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(imageOf(3)).toHaveAttribute('loading', 'lazy');
  });

  test('not on a page the server rendered for a visitor who sent Save-Data', () => {
    window.__SAVE_DATA__ = true;
    renderSlider();
    act(() => jest.advanceTimersByTime(1500));
    expect(imageOf(2)).toHaveAttribute('loading', 'lazy');
  });
});

test('at /sw the controls and the company introduction are in Kiswahili, and LEARN MORE stays in Kiswahili', () => {
  renderPage(<HeroSlider slides={[]} />, { path: '/sw' });
  expect(screen.getByRole('heading', { level: 2 }).innerHTML).toBe('Sisi ni wabunifu, wenye malengo makubwa na<br>tayari kwa changamoto!');
  expect(screen.getByRole('link', { name: 'SOMA ZAIDI kuhusu sisi' })).toHaveAttribute('href', '/sw/about-us');
  expect(screen.getByRole('region', { name: 'Mambo muhimu' })).toBeInTheDocument();
});
