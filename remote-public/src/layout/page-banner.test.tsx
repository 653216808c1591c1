import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StructuredDataCollector, type PageFacts } from 'remote_shared/seo';
import { PageBanner } from './page-banner';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageBanner />
    </MemoryRouter>,
  );

test('the title is the page heading and the breadcrumb links back home', () => {
  renderAt('/why-choose-us');
  expect(screen.getByRole('heading', { level: 1, name: 'WHY CHOOSE US' })).toBeInTheDocument();
  const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(crumbs.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
  expect(crumbs.getByText('WHY CHOOSE US')).toHaveAttribute('aria-current', 'page');
});

test('a service page shows its fixed title; the SERVICES crumb is plain text', () => {
  renderAt('/services/development');
  expect(screen.getByRole('heading', { level: 1, name: 'FRONT AND BACKEND DEVELOPMENT' })).toBeInTheDocument();
  const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(crumbs.queryByRole('link', { name: 'SERVICES' })).not.toBeInTheDocument();
  expect(crumbs.getByText('SERVICES')).toBeInTheDocument();
  expect(crumbs.getByText('DEVELOPMENT')).toHaveAttribute('aria-current', 'page');
});

test("on a project the banner shows the name parameter but the project's own title is the heading", () => {
  renderAt('/projects/3?name=Water%20Billing');
  expect(screen.getByText('Water Billing')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(crumbs.getByRole('link', { name: 'PROJECTS' })).toHaveAttribute('href', '/projects');
});

test('the page server is told the crumbs it shows, in order, with their addresses and whether they link', () => {
  const named: PageFacts[] = [];
  render(
    <StructuredDataCollector value={(facts) => named.push(facts)}>
      <MemoryRouter initialEntries={['/services/development']}>
        <PageBanner />
      </MemoryRouter>
    </StructuredDataCollector>,
  );
  const shown = within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(named.at(-1)!.breadcrumb).toEqual([
    { name: 'HOME', path: '/', linked: true },
    { name: 'SERVICES', path: '/services', linked: false },
    { name: 'DEVELOPMENT', path: '/services/development', linked: true },
  ]);
  expect(named.at(-1)!.breadcrumb!.map((crumb) => crumb.name)).toEqual(shown);
});
