import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderPage } from '@/test-utils/render-page';
import { TESTIMONIALS, Testimonials, wrapIndex } from './testimonials';

const shown = () => screen.getAllByRole('figure').map((figure) => figure.querySelector('strong')?.textContent);

test('three fixed entries under the headline of spec §2', () => {
  render(<Testimonials />, { wrapper: MemoryRouter });
  expect(TESTIMONIALS).toHaveLength(3);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('trusted in 15+ countries across Africa');
});

test('shows the current entry and the next one (the second is for wide screens)', () => {
  render(<Testimonials />, { wrapper: MemoryRouter });
  expect(shown()).toEqual([TESTIMONIALS[0]!.title, TESTIMONIALS[1]!.title]);
});

test('Next wraps from the last entry to the first', async () => {
  const user = userEvent.setup();
  render(<Testimonials />, { wrapper: MemoryRouter });
  const next = screen.getByRole('button', { name: 'Next testimonial' });
  await user.click(next);
  await user.click(next);
  expect(shown()).toEqual([TESTIMONIALS[2]!.title, TESTIMONIALS[0]!.title]);
  await user.click(next);
  expect(shown()).toEqual([TESTIMONIALS[0]!.title, TESTIMONIALS[1]!.title]);
});

test('Previous wraps from the first entry to the last', async () => {
  const user = userEvent.setup();
  render(<Testimonials />, { wrapper: MemoryRouter });
  await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
  expect(shown()).toEqual([TESTIMONIALS[2]!.title, TESTIMONIALS[0]!.title]);
});

test('the dots (small screens) jump to an entry and mark the current one', async () => {
  const user = userEvent.setup();
  render(<Testimonials />, { wrapper: MemoryRouter });
  const dots = screen.getAllByRole('button', { name: /^Show testimonial/ });
  expect(dots).toHaveLength(3);
  expect(dots[0]).toHaveAttribute('aria-current', 'true');
  await user.click(dots[2]!);
  expect(dots[2]).toHaveAttribute('aria-current', 'true');
  expect(dots[0]).not.toHaveAttribute('aria-current');
  expect(shown()[0]).toBe(TESTIMONIALS[2]!.title);
});

test('wrapIndex wraps both ways', () => {
  expect(wrapIndex(0, -1, 3)).toBe(2);
  expect(wrapIndex(2, 1, 3)).toBe(0);
  expect(wrapIndex(1, 1, 3)).toBe(2);
  expect(wrapIndex(0, -4, 3)).toBe(2);
});

test('at /fr the section, its buttons and the quotes are in French; the clients keep their names', () => {
  renderPage(<Testimonials />, { path: '/fr' });
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('reconnus dans plus de 15 pays d’Afrique');
  expect(screen.getByRole('button', { name: 'Témoignage suivant' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Afficher le témoignage \d sur 3$/ })).toHaveLength(3);
  expect(screen.getByText('Directeur des TIC')).toBeInTheDocument();
  expect(shown()).toEqual([TESTIMONIALS[0]!.title, TESTIMONIALS[1]!.title]);
});
