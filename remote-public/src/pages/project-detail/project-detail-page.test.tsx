import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, type FakeRoutes } from '@/test-utils/render-page';
import { ProjectDetailPage } from './project-detail-page';

const POST = {
  id: 9,
  title: 'Digital Birth Registration',
  description: 'A tablet app for health facilities.',
  published: 'March 5, 2025',
  category: 'Mobile App',
  image_url: '/uploads/demo/birth.webp',
  status: 'Completed',
  client: null,
  created_at: '2025-03-05T09:00:00.000Z',
  updated_at: '2025-03-05T09:00:00.000Z',
};

const at = (path: string, routes: FakeRoutes) => renderPage(<ProjectDetailPage />, { path, route: '/projects/:id', routes });

test('title, category and status badges, the formatted date, image, description and the information box', async () => {
  at('/projects/9', { '/api/posts/9': { body: POST } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Digital Birth Registration' })).toBeInTheDocument();
  expect(screen.getByText('Mobile App', { selector: 'span' })).toBeInTheDocument();
  expect(screen.getAllByText('March 05, 2025')).toHaveLength(2);
  // The shown date carries the day machines read (HTML's <time> needs it).
  expect(screen.getByText('March 05, 2025', { selector: 'time' })).toHaveAttribute('datetime', '2025-03-05');
  expect(screen.getByRole('img', { name: 'Digital Birth Registration' })).toHaveAttribute('src', '/uploads/demo/birth.webp');
  expect(screen.getByRole('heading', { name: 'Project Description' })).toBeInTheDocument();
  expect(screen.getByText('A tablet app for health facilities.')).toBeInTheDocument();
  const box = within(screen.getByRole('complementary', { name: 'Project Information' }));
  const rows = box.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  expect(rows).toEqual([
    ['Published Date', 'March 05, 2025'],
    ['Status', 'Completed'],
    ['Category', 'Mobile App'],
    ['Client', 'Not specified'],
  ]);
  expect(box.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
});

test("missing values read 'Not specified' and a missing status shows as Pending", async () => {
  at('/projects/9', { '/api/posts/9': { body: { ...POST, published: null, status: null, category: '' } } });
  const box = within(await screen.findByRole('complementary', { name: 'Project Information' }));
  const rows = box.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  expect(rows).toEqual([
    ['Published Date', 'Not specified'],
    ['Status', 'Pending'],
    ['Category', 'Not specified'],
    ['Client', 'Not specified'],
  ]);
});

test('loading: Loading project details...', () => {
  at('/projects/9', { '/api/posts/9': { pending: true } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading project details...');
});

test('not found: Project Not Found with Back to Projects', async () => {
  at('/projects/404', { '/api/posts/404': { status: 404, body: { message: 'Post not found' } } });
  expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
  expect(screen.getByText('The requested project could not be found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
});

test('an id that cannot exist is not found without asking the server', async () => {
  const { calls } = at('/projects/abc', {});
  expect(screen.getByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('error: Error Loading Project with Try Again, which loads again', async () => {
  const user = userEvent.setup();
  let fail = true;
  at('/projects/9', { '/api/posts/9': () => (fail ? { network: true } : { body: POST }) });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error Loading Project' })).toBeInTheDocument();
  expect(within(alert).getByText('Failed to load project details')).toBeInTheDocument();
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Digital Birth Registration' })).toBeInTheDocument();
});

test('a published date that cannot be read is shown as written, without a <time> that would claim a day', async () => {
  at('/projects/9', { '/api/posts/9': { body: { ...POST, published: 'Spring 2025' } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Digital Birth Registration' })).toBeInTheDocument();
  expect(screen.getAllByText('Spring 2025')[0]!.tagName).toBe('SPAN');
  expect(document.querySelector('time')).toBeNull();
});
