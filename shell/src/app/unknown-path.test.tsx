import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeApi } from 'tools/jest/fake-api';
import { UnknownPath } from './unknown-path';

const site = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/projects" element={<p>Projects page</p>} />
        <Route path="/sw" element={<p>Kiswahili home</p>} />
        <Route path="*" element={<UnknownPath fallback={path.startsWith('/sw/') ? '/sw' : '/'} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('a path nothing else answers, on client-side navigation', () => {
  test('follows its managed redirect (docs/redirects.md), asking for the path it was reached by', async () => {
    fakeApi.answer('GET /api/redirects/resolve', { body: { from: '/our-projects-portfolio', to: '/projects', status: 301 } });
    site('/our-projects-portfolio?ref=mail');
    expect(await screen.findByText('Projects page')).toBeVisible();
    expect(fakeApi.calls.find((call) => call.path === '/api/redirects/resolve')?.query).toEqual({ path: '/our-projects-portfolio?ref=mail' });
  });

  test('without one (204), goes to the home page of its language (spec §2)', async () => {
    fakeApi.answer('GET /api/redirects/resolve', { status: 204 });
    site('/sw/no-such-page');
    expect(await screen.findByText('Kiswahili home')).toBeVisible();
  });

  test('when the lookup fails, still goes home instead of staying blank', async () => {
    fakeApi.answer('GET /api/redirects/resolve', { network: true });
    site('/no-such-page');
    expect(await screen.findByText('Home page')).toBeVisible();
  });
});
