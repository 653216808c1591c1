/**
 * @jest-environment node
 */
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { managedRedirects } from './managed-redirects';

const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;

/** A fake API: the table it answers, the calls it got. */
function fakeApi(initial: [string, string, 301 | 307][]) {
  let redirects = initial;
  let version = 1;
  let failing = false;
  const calls: string[] = [];
  const serverFetch = (async (input: string, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    if (failing) throw new Error('API down');
    if (url.startsWith('/api/redirects/resolve')) return new Response('{}', { status: 200 });
    const etag = `"${version}"`;
    if ((init?.headers as Record<string, string> | undefined)?.['if-none-match'] === etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify({ version: String(version), redirects }), { status: 200, headers: { etag } });
  }) as typeof fetch;
  return {
    serverFetch,
    calls,
    set(next: [string, string, 301 | 307][]) {
      redirects = next;
      version += 1;
    },
    fail(value: boolean) {
      failing = value;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the page server's copy of the managed redirects", () => {
  test('reads the table once on first use and looks paths up in memory, with the language rule', async () => {
    const api = fakeApi([
      ['/our-projects-portfolio', '/projects', 301],
      ['/old', 'https://blog.example.org/x', 307],
      ['/fr/old', '/fr/contact', 301],
    ]);
    const managed = managedRedirects(api.serverFetch, undefined, log);
    expect(api.calls).toEqual([]);
    await managed.ready();
    await managed.ready();
    expect(api.calls).toEqual(['/api/redirects/table']);
    expect(managed.lookup('/our-projects-portfolio')).toEqual({ from: '/our-projects-portfolio', to: '/projects', status: 301 });
    expect(managed.lookup('/Our-Projects-Portfolio/')?.to).toBe('/projects');
    expect(managed.lookup('/sw/our-projects-portfolio')?.to).toBe('/sw/projects');
    expect(managed.lookup('/sw/old')).toMatchObject({ to: 'https://blog.example.org/x', status: 307 });
    expect(managed.lookup('/fr/old')?.to).toBe('/fr/contact');
    expect(managed.lookup('/nothing')).toBeNull();
    expect(managed.lookup('/admin/our-projects-portfolio')).toBeNull();
    managed.close();
  });

  test('reads again on a change of redirects or an unnamed change (304 when unchanged), not on other resources', async () => {
    const api = fakeApi([['/a-old', '/projects', 301]]);
    const events = new EventEmitter();
    const managed = managedRedirects(api.serverFetch, events, log);
    await managed.ready();
    events.emit('change', 'posts');
    await settle();
    expect(api.calls).toHaveLength(1);
    events.emit('change');
    await settle();
    expect(api.calls).toHaveLength(2);
    expect(managed.lookup('/a-old')?.to).toBe('/projects');
    api.set([['/b-old', '/contact', 307]]);
    events.emit('change', 'redirects');
    await settle();
    expect(managed.lookup('/a-old')).toBeNull();
    expect(managed.lookup('/b-old')).toMatchObject({ to: '/contact', status: 307 });
    managed.close();
  });

  test('keeps the last copy while the API cannot be read', async () => {
    const api = fakeApi([['/a-old', '/projects', 301]]);
    const events = new EventEmitter();
    const managed = managedRedirects(api.serverFetch, events, log);
    await managed.ready();
    api.fail(true);
    events.emit('change', 'redirects');
    await settle();
    expect(managed.lookup('/a-old')?.to).toBe('/projects');
    expect(log.warn).toHaveBeenCalled();
    managed.close();
  });

  test('a hit is told to the API without waiting for it', async () => {
    const api = fakeApi([['/a-old', '/projects', 301]]);
    const managed = managedRedirects(api.serverFetch, undefined, log);
    await managed.ready();
    managed.hit('/sw/a-old');
    await settle();
    expect(api.calls).toContain('/api/redirects/resolve?path=%2Fsw%2Fa-old');
    managed.close();
  });
});
