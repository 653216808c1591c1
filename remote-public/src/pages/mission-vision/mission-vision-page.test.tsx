import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test-utils/render-page';
import { isIconImage } from 'remote_shared/content';
import { MissionVisionPage } from './mission-vision-page';

const ITEMS = [
  {
    id: 1,
    title: 'Our Mission',
    icon: '🎯',
    text: 'Help institutions serve citizens.',
    image_url: '/uploads/demo/mission.webp',
    created_at: '',
    updated_at: '',
  },
  { id: 2, title: 'Our Vision', icon: '/uploads/demo/icon-vision.webp', text: 'Every service on a phone.', image_url: null, created_at: '', updated_at: '' },
];

test('shows each statement from the server with its icon (text or image) and image', async () => {
  const { container } = renderPage(<MissionVisionPage />, { routes: { '/api/mission-vision': { body: ITEMS } } });
  const mission = (await screen.findByRole('heading', { name: 'Our Mission' })).closest('article')!;
  expect(within(mission).getByText('Help institutions serve citizens.')).toBeInTheDocument();
  expect(within(mission).getByText('🎯')).toBeInTheDocument();
  const vision = screen.getByRole('heading', { name: 'Our Vision' }).closest('article')!;
  expect(vision.querySelector('img')).toHaveAttribute('src', '/uploads/demo/icon-vision.webp');
  const images = [...container.querySelectorAll('img[width="1600"]')];
  expect(images).toHaveLength(1);
  expect(images[0]).toHaveAttribute('height', '900');
});

test('loading', () => {
  renderPage(<MissionVisionPage />, { routes: { '/api/mission-vision': { pending: true } } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});

test('empty', async () => {
  renderPage(<MissionVisionPage />, { routes: { '/api/mission-vision': { body: [] } } });
  expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
});

test('a failed load shows an error with Retry instead of an empty page', async () => {
  const user = userEvent.setup();
  let fail = true;
  renderPage(<MissionVisionPage />, { routes: { '/api/mission-vision': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: ITEMS }) } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("We couldn't load our mission and vision.");
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
});

test('an icon is an image when it is an address', () => {
  expect(isIconImage('https://cdn.example.org/i.png')).toBe(true);
  expect(isIconImage('/uploads/x.webp')).toBe(true);
  expect(isIconImage('🎯')).toBe(false);
  expect(isIconImage('Mission')).toBe(false);
});
