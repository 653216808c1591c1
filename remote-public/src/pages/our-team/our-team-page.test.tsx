import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test-utils/render-page';
import { OurTeamPage } from './our-team-page';

const member = (id: number, name: string, image_url: string | null = `/uploads/demo/m${id}.webp`) => ({
  id,
  name,
  position: `Position ${id}`,
  image_url,
  created_at: '',
  updated_at: '',
});

test('Our Leadership Team: one card per member with photo, name and position', async () => {
  renderPage(<OurTeamPage />, { routes: { '/api/team': { body: [member(1, 'Amani Uwase'), member(2, 'Grace Achieng', null)] } } });
  expect(screen.getByRole('heading', { level: 2, name: 'Our Leadership Team' })).toBeInTheDocument();
  const cards = await screen.findAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByRole('heading', { name: 'Amani Uwase' })).toBeInTheDocument();
  expect(within(cards[0]!).getByText('Position 1')).toBeInTheDocument();
  const photo = cards[0]!.querySelector('img')!;
  expect(photo).toHaveAttribute('width', '480');
  expect(photo).toHaveAttribute('height', '480');
  // No photo: the initials instead.
  expect(within(cards[1]!).getByText('GA')).toBeInTheDocument();
});

test('loading', () => {
  renderPage(<OurTeamPage />, { routes: { '/api/team': { pending: true } } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});

test('empty', async () => {
  renderPage(<OurTeamPage />, { routes: { '/api/team': { body: [] } } });
  expect(await screen.findByRole('heading', { name: 'Our team page is being updated' })).toBeInTheDocument();
});

test('a failed load shows an error with Retry instead of an empty page', async () => {
  const user = userEvent.setup();
  let fail = true;
  renderPage(<OurTeamPage />, { routes: { '/api/team': () => (fail ? { network: true } : { body: [member(1, 'Amani Uwase')] }) } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("We couldn't load our team.");
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Amani Uwase' })).toBeInTheDocument();
});
