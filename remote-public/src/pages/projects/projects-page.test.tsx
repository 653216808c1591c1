import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test-utils/render-page';
import { ProjectsPage } from './projects-page';

const project = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Project ${id}`,
  description: 'A description',
  published: 'March 5, 2025',
  category: 'Web Platform',
  image_url: `/uploads/demo/p${id}.webp`,
  status: 'Ongoing',
  client: `Client ${id}`,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...extra,
});

test('the texts of spec §2 and one card per project, linking to its page', async () => {
  renderPage(<ProjectsPage />, { routes: { '/api/posts': { body: [project(2), project(1, { client: null, image_url: null })] } } });
  expect(screen.getByText('LATEST CASE STUDIES')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Our Project Portfolio' })).toBeInTheDocument();
  expect(screen.getByText('We have delivered successfully several projects across Africa and the listed below are some of them')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'All Projects' })).toBeInTheDocument();
  expect(await screen.findByText('2 projects')).toBeInTheDocument();
  // The client or category follows the title after a comma for screen readers.
  const cards = screen.getAllByRole('link', { name: /^Project \d ?, / });
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveAttribute('href', '/projects/2?name=Project+2');
  expect(cards.map((card) => card.textContent)).toEqual(['Project 2, Client 2', 'Project 1, Web Platform']);
  // Client, or else the category.
  expect(within(cards[0]!).getByText('Client 2')).toBeInTheDocument();
  expect(within(cards[1]!).getByText('Web Platform')).toBeInTheDocument();
  // An image with dimensions, or a gradient when there is none.
  const image = cards[0]!.querySelector('img')!;
  expect(image).toHaveAttribute('src', '/uploads/demo/p2.webp');
  expect(image).toHaveAttribute('width', '1600');
  expect(cards[1]!.querySelector('img')).toBeNull();
});

test("one project: '1 project'", async () => {
  renderPage(<ProjectsPage />, { routes: { '/api/posts': { body: [project(7)] } } });
  expect(await screen.findByText('1 project')).toBeInTheDocument();
});

test('loading: spinner and Loading projects...', () => {
  renderPage(<ProjectsPage />, { routes: { '/api/posts': { pending: true } } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading projects...');
});

test('empty: No Projects Found', async () => {
  renderPage(<ProjectsPage />, { routes: { '/api/posts': { body: [] } } });
  expect(await screen.findByRole('heading', { name: 'No Projects Found' })).toBeInTheDocument();
  expect(screen.getByText('There are currently no projects available. Check back later!')).toBeInTheDocument();
  expect(screen.getByText('0 projects')).toBeInTheDocument();
});

test('a failed load shows Loading Error with the message and Retry, which loads again', async () => {
  const user = userEvent.setup();
  let fail = true;
  renderPage(<ProjectsPage />, {
    routes: { '/api/posts': () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: [project(1)] }) },
  });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Loading Error' })).toBeInTheDocument();
  expect(within(alert).getByText("We couldn't load the projects.")).toBeInTheDocument();
  expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
  expect(screen.queryByText('No Projects Found')).not.toBeInTheDocument();
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('1 project')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a network failure says so under the same heading', async () => {
  renderPage(<ProjectsPage />, { routes: { '/api/posts': { network: true } } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Loading Error');
  expect(alert).toHaveTextContent('Could not reach the server. Check your connection and try again.');
});
