import { act, screen, waitFor, within } from '@testing-library/react';
import { setChosenLanguage } from '@/i18n';
import { mockApi } from '@/test/mock-api';
import { currentPath, renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';
import { loadedRemotes } from './loaded-remotes';

const health = {
  status: 'ok',
  remotes: {
    remote_shared: { release: null, version: '0.1.0', sha: null, builtAt: '2026-11-22T18:54:30.735Z', entry: '/remotes/shared/remoteEntry.js', linked: true },
    remote_public: {
      release: '0.1.0-7a0b3e8',
      version: '0.1.0',
      sha: '7a0b3e8',
      builtAt: '2026-11-22T18:54:30.735Z',
      entry: 'https://public.example.com/0.1.0-7a0b3e8/remoteEntry.js',
      linked: true,
      api: '^0.1.0',
      refused: 'remote_public is refused: it needs Tooltip from remote_shared/ui',
    },
    remote_admin: {
      release: null,
      version: '0.1.0',
      sha: null,
      builtAt: null,
      entry: '/remotes/admin/remoteEntry.js',
      linked: false,
      api: '^0.2.0',
      refused: null,
    },
  },
};

/** The federation runtime's global, as the shell's runtime leaves it once remote_admin has loaded. */
function federationLoaded(entries: Record<string, string>) {
  const moduleCache = new Map(Object.entries(entries).map(([name, entry]) => [name, { inited: true, remoteInfo: { name, entry } }]));
  (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = { __INSTANCES__: [{ moduleCache }] };
}

afterEach(() => {
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});

describe('System', () => {
  it('shows each remote’s release, sha, build time, origin and whether it loaded here, and the API’s version and migration', async () => {
    signIn('Admin');
    federationLoaded({
      remote_admin: new URL('/remotes/admin/remoteEntry.js', document.baseURI).href,
      remote_shared: new URL('/remotes/shared/old/remoteEntry.js', document.baseURI).href,
    });
    mockApi({ 'GET /health': { body: health }, 'GET /api/system': { body: { version: '0.1.0', migration: 12, database: 'pglite' } } });
    renderAdmin('/admin/dashboard/system');
    const table = await screen.findByRole('table', { name: 'Remotes' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(row('remote-public')).toHaveTextContent('0.1.0-7a0b3e8');
    expect(row('remote-public')).toHaveTextContent('7a0b3e8');
    expect(row('remote-public')).toHaveTextContent('https://public.example.com');
    expect(row('remote-public')).toHaveTextContent('November 22, 2026');
    expect(row('remote-public')).toHaveTextContent('Refused');
    expect(row('remote-public')).toHaveTextContent('it needs Tooltip from remote_shared/ui');
    expect(row('remote-admin')).toHaveTextContent('build folder');
    expect(row('remote-admin')).toHaveTextContent('this site');
    expect(within(row('remote-admin')).getByText('Loaded')).toBeInTheDocument();
    expect(row('remote-shared')).toHaveTextContent('Loaded, older release');
    // The API's 0.1.0 is outside what remote-admin says it needs.
    expect(await within(row('remote-admin')).findByText('API 0.1.0 is outside it')).toBeInTheDocument();
    expect(row('remote-public')).not.toHaveTextContent('outside');
    expect((await screen.findByText('Database migration')).nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Version', { selector: 'dt' }).nextSibling).toHaveTextContent('0.1.0');
    expect(screen.getByText('Embedded (PGlite)')).toBeInTheDocument();
  });

  it('says so, with Retry, when the page server or the API cannot be read', async () => {
    signIn('Admin');
    mockApi({ 'GET /health': { network: true }, 'GET /api/system': { status: 500, body: { message: 'Database unavailable' } } });
    renderAdmin('/admin/dashboard/system');
    expect(await screen.findByRole('heading', { name: 'Failed to read the page server’s health' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Failed to read the API’s version' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });

  it.each(['Publisher', 'Content_Creator'])('is neither in the sidebar nor reachable for a %s', async (role) => {
    signIn(role);
    const api = mockApi({});
    renderAdmin('/admin/dashboard/system');
    await waitFor(() => expect(currentPath()).not.toBe('/admin/dashboard/system'));
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { name: 'System' })).toBeNull();
    expect(api.callsTo('GET /api/system')).toHaveLength(0);
  });

  it('is in the sidebar for an Admin', async () => {
    signIn('Admin');
    mockApi({});
    renderAdmin('/admin/dashboard/posts');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'System' })).toHaveAttribute('href', '/admin/dashboard/system');
  });
});

describe('System in the user’s language', () => {
  afterEach(() => act(() => setChosenLanguage(null)));
  const savedLanguage = { 'GET /api/auth/me/preferences': { body: { workflow_emails: true, language: 'sw' } } };

  it('shows the remotes and the API in Kiswahili; the page server’s own words stay as they are', async () => {
    setChosenLanguage('sw');
    signIn('Admin');
    federationLoaded({ remote_admin: new URL('/remotes/admin/remoteEntry.js', document.baseURI).href });
    mockApi({ ...savedLanguage, 'GET /health': { body: health }, 'GET /api/system': { body: { version: '0.1.0', migration: 12, database: 'pglite' } } });
    renderAdmin('/admin/dashboard/system');
    const table = await screen.findByRole('table', { name: 'Moduli za mbali' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mfumo' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Moduli', 'Utoaji', 'Toleo', 'Sha ya Git', 'Ilijengwa', 'Asili', 'Inahitaji API', 'Katika kivinjari hiki']);
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(row('remote-public')).toHaveTextContent('Imekataliwa');
    expect(row('remote-public')).toHaveTextContent('remote_public is refused: it needs Tooltip from remote_shared/ui');
    expect(row('remote-public')).toHaveTextContent('22 Novemba 2026');
    expect(row('remote-admin')).toHaveTextContent('folda ya ujenzi');
    expect(row('remote-admin')).toHaveTextContent('tovuti hii');
    expect(within(row('remote-admin')).getByText('Imepakiwa')).toBeInTheDocument();
    expect(within(row('remote-shared')).getByText('Haijapakiwa')).toBeInTheDocument();
    expect(await within(row('remote-admin')).findByText('API 0.1.0 iko nje ya kiwango hiki')).toBeInTheDocument();
    expect((await screen.findByText('Uhamisho wa hifadhidata')).nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Iliyopachikwa (PGlite)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onyesha upya' })).toBeInTheDocument();
  });

  it('says in French that the page server sent no report', async () => {
    setChosenLanguage('fr');
    signIn('Admin');
    mockApi({
      'GET /api/auth/me/preferences': { body: { workflow_emails: true, language: 'fr' } },
      'GET /health': { status: 502, body: {} },
      'GET /api/system': { body: { version: '0.1.0', migration: 12, database: 'postgres' } },
    });
    renderAdmin('/admin/dashboard/system');
    const failure = (await screen.findByRole('heading', { name: 'Impossible de lire l’état du serveur de pages' })).closest('[role="alert"]')!;
    expect(failure).toHaveTextContent('Le serveur de pages n’a envoyé aucun rapport');
    expect(within(failure as HTMLElement).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(await screen.findByText('Base de données')).toBeInTheDocument();
  });
});

describe('loadedRemotes', () => {
  it('lists only initialised containers, once each, from every federation instance', () => {
    const global = {
      __FEDERATION__: {
        __INSTANCES__: [
          { moduleCache: new Map([['remote_public', { inited: false, remoteInfo: { name: 'remote_public', entry: 'https://a/p.js' } }]]) },
          { moduleCache: new Map([['remote_shared', { inited: true, remoteInfo: { name: 'remote_shared', entry: 'https://a/s.js' } }]]) },
          {},
        ],
      },
    };
    expect([...loadedRemotes(global)]).toEqual([['remote_shared', 'https://a/s.js']]);
    expect(loadedRemotes({}).size).toBe(0);
  });
});
