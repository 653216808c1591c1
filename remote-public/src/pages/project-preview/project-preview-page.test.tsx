import { screen } from '@testing-library/react';
import { renderPage, type FakeRoutes } from '@/test-utils/render-page';
import { ProjectPreviewPage } from './project-preview-page';

const DRAFT = {
  id: 9,
  title: 'Digital Birth Registration',
  description: 'A tablet app for health facilities.',
  published: 'March 5, 2025',
  category: 'Mobile App',
  image_url: '/uploads/demo/birth.webp',
  status: 'Ongoing',
  client: null,
  created_at: '2025-03-05T09:00:00.000Z',
  updated_at: '2025-03-05T09:00:00.000Z',
  version: 2,
  preview: { state: 'draft', pending_state: null, publish_at: '2030-03-05T11:30:00.000Z', expires_at: '2030-03-05T09:00:00.000Z' },
};

const at = (path: string, routes: FakeRoutes) => renderPage(<ProjectPreviewPage />, { path, route: '/projects/:id/preview', routes });

test('the project as it would go live, under a notice of where it stands and until when the link works', async () => {
  const { callsTo } = at('/projects/9/preview?token=abc.def', { '/api/posts/9/preview': { body: DRAFT } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Digital Birth Registration' })).toBeInTheDocument();
  const notice = screen.getByRole('complementary', { name: 'Preview: not public' });
  expect(notice).toHaveTextContent('This project is a draft. It is scheduled to go public on 5 March 2030 at 14:30 (East Africa Time).');
  expect(notice).toHaveTextContent('This link works until 5 March 2030 at 12:00 (East Africa Time).');
  // The token goes to the API as given, and no sign-in is sent.
  const call = callsTo('GET /api/posts/9/preview')[0]!;
  expect(call.query).toEqual({ token: 'abc.def' });
  expect(call.headers.authorization).toBeUndefined();
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
});

test('a pending draft of a live post says the public page still shows the live version', async () => {
  at('/projects/9/preview?token=t', {
    '/api/posts/9/preview': { body: { ...DRAFT, preview: { ...DRAFT.preview, state: 'published', pending_state: 'review', publish_at: null } } },
  });
  expect(await screen.findByRole('complementary', { name: 'Preview: not public' })).toHaveTextContent(
    'These are changes in review; the public page still shows the live version.',
  );
});

test.each([
  [410, 'This preview link has expired. Ask for a new one in the back office.', 'Preview link expired'],
  [403, 'This preview link is not valid. Ask for a new one in the back office.', 'Preview link not valid'],
  [404, 'Post not found', 'Project Not Found'],
])('a %s answer is a clear page with the reason and a way back, never a blank one', async (status, message, title) => {
  at('/projects/9/preview?token=t', { '/api/posts/9/preview': { status, body: { message } } });
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
  expect(screen.queryByRole('complementary', { name: 'Preview: not public' })).toBeNull();
});

test('a link without its token says it is not valid, without asking the API', async () => {
  const { callsTo } = at('/projects/9/preview', {});
  expect(await screen.findByRole('heading', { name: 'Preview link not valid' })).toBeInTheDocument();
  expect(callsTo('GET /api/posts/9/preview')).toEqual([]);
});
