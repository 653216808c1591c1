import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { fakeApi } from 'tools/jest/fake-api';
import { contacts, headers, missionVision, posts, teamMembers } from 'contracts';
import { handleLoginSuccess, TOKEN_KEY } from '../session/session';
import { api, authApi, contentApi, fetchInboxCsv, inboxApi, usersApi } from './index';

function jwt(payload: Record<string, unknown>) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

/** A store on the real API slice, talking to the fake {host} (tools/jest/fake-api.ts). */
function setup(options: { fetch?: typeof fetch } = {}) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: options } }).concat(api.middleware),
  });
}
const calls = () => fakeApi.calls;
const postsApi = contentApi(posts);
const teamApi = contentApi(teamMembers);
const headersApi = contentApi(headers);
const missionVisionApi = contentApi(missionVision);
const contactsApi = contentApi(contacts);

const TOKEN = jwt({ sub: '1', role: 'Admin', exp: Math.floor(Date.now() / 1000) + 3600 });
const post = { title: 'T', description: 'D', category: 'C', image_url: '/uploads/a.png', published: '', status: 'Pending' as const };
const user = { full_name: 'A', email_address: 'a@b.co', telephone_number: '1', role: 'Admin' as const };

beforeEach(() => {
  localStorage.clear();
  handleLoginSuccess(TOKEN);
});

describe('the API slice for {host} (spec §7)', () => {
  it('sends the bearer token on exactly the calls the spec marks bearer', async () => {
    const store = setup();
    const run = async (thunk: unknown) => {
      const result = store.dispatch(thunk as never) as unknown as { unwrap(): Promise<unknown>; unsubscribe?(): void };
      await result.unwrap().catch(() => undefined);
      result.unsubscribe?.();
    };
    await run(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    await run(usersApi.endpoints.getUsers.initiate());
    await run(usersApi.endpoints.createUser.initiate({ ...user, password: 'password1' }));
    await run(usersApi.endpoints.updateUser.initiate({ id: 2, body: { ...user, password: '' } }));
    await run(usersApi.endpoints.deleteUser.initiate(2));
    await run(postsApi.endpoints.getPosts.initiate());
    await run(postsApi.endpoints.getAdminPosts.initiate());
    await run(postsApi.endpoints.getPost.initiate(3));
    await run(postsApi.endpoints.createPost.initiate(post));
    await run(postsApi.endpoints.updatePost.initiate({ id: 3, body: post }));
    await run(postsApi.endpoints.deletePost.initiate(3));
    await run(contactsApi.endpoints.getContacts.initiate());
    await run(contactsApi.endpoints.createContact.initiate({ name: 'N', email_address: 'n@b.co', message: '' }));
    await run(teamApi.endpoints.getTeamMembers.initiate());
    await run(teamApi.endpoints.createTeamMember.initiate({ name: 'N', position: 'P' }));
    await run(teamApi.endpoints.updateTeamMember.initiate({ id: 4, body: { name: 'N', position: 'P' } }));
    await run(teamApi.endpoints.deleteTeamMember.initiate(4));
    await run(headersApi.endpoints.getHeaders.initiate());
    await run(headersApi.endpoints.createHeader.initiate({ title: 'T', description: 'D' }));
    await run(headersApi.endpoints.updateHeader.initiate({ id: 5, body: { title: 'T', description: 'D' } }));
    await run(headersApi.endpoints.deleteHeader.initiate(5));
    await run(missionVisionApi.endpoints.getMissionVision.initiate());
    await run(missionVisionApi.endpoints.updateMissionVision.initiate({ id: 6, title: 'Mission', icon: '', text: '' }));

    const bearer = `Bearer ${TOKEN}`;
    expect(calls().map((c) => `${c.method} ${c.path} ${c.headers.authorization === bearer ? 'bearer' : (c.headers.authorization ?? 'none')}`)).toEqual([
      'POST /api/auth/login none',
      'GET /api/users bearer',
      'POST /api/users bearer',
      'PUT /api/users/2 bearer',
      'DELETE /api/users/2 bearer',
      'GET /api/posts none',
      'GET /api/posts bearer',
      'GET /api/posts/3 none',
      'POST /api/posts bearer',
      'PUT /api/posts/3 bearer',
      'DELETE /api/posts/3 bearer',
      'GET /api/contacts bearer',
      'POST /api/contacts none',
      'GET /api/team none',
      'POST /api/team bearer',
      'PUT /api/team/4 bearer',
      'DELETE /api/team/4 bearer',
      'GET /api/headers none',
      'POST /api/headers bearer',
      'PUT /api/headers/5 bearer',
      'DELETE /api/headers/5 bearer',
      'GET /api/mission-vision none',
      'PUT /api/mission-vision bearer',
    ]);
  });

  it('refreshes exactly the lists a write changed', async () => {
    fakeApi.seed(posts, [{ id: 3 }, { id: 7 }]);
    const store = setup();
    const subscriptions = [
      store.dispatch(usersApi.endpoints.getUsers.initiate()),
      store.dispatch(postsApi.endpoints.getPosts.initiate()),
      store.dispatch(postsApi.endpoints.getPost.initiate(3)),
      store.dispatch(postsApi.endpoints.getPost.initiate(7)),
      store.dispatch(teamApi.endpoints.getTeamMembers.initiate()),
    ];
    await Promise.all(subscriptions);
    const reads = () =>
      calls()
        .filter((c) => c.method === 'GET')
        .map((c) => c.path);
    expect(reads()).toEqual(['/api/users', '/api/posts', '/api/posts/3', '/api/posts/7', '/api/team']);

    calls().length = 0;
    await store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 3, body: post }));
    await waitFor(() => expect(reads().sort()).toEqual(['/api/posts', '/api/posts/3']));

    calls().length = 0;
    await store.dispatch(usersApi.endpoints.createUser.initiate({ ...user, password: 'password1' }));
    await waitFor(() => expect(reads()).toEqual(['/api/users']));
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('turns an API error into its message and issues, and a 401 ends the session', async () => {
    fakeApi.answer('GET /api/users', { status: 401, body: { message: 'Your session has ended' } });
    const store = setup();
    const refused = await store.dispatch(postsApi.endpoints.createPost.initiate({ ...post, title: ' ' }));
    expect(refused.error).toEqual({ status: 400, message: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }] });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);

    const expired = await store.dispatch(usersApi.endpoints.getUsers.initiate());
    expect(expired.error).toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a 401 for a token that was replaced meanwhile (a password just changed) leaves the new session alone', async () => {
    const replacement = jwt({ sub: '1', role: 'Admin', ver: 1, exp: Math.floor(Date.now() / 1000) + 3600 });
    fakeApi.answer('GET /api/users', { status: 401, body: { message: 'Invalid or expired token' } });
    const store = setup();
    const pending = store.dispatch(usersApi.endpoints.getUsers.initiate());
    // The request left with the old token; the new one is stored before its answer arrives.
    handleLoginSuccess(replacement);
    await pending;
    expect(localStorage.getItem(TOKEN_KEY)).toBe(replacement);
  });

  it('does not send a call that needs a token once signed out, and answers it as the API would', async () => {
    localStorage.clear();
    const store = setup();
    const before = calls().length;
    const result = await store.dispatch(postsApi.endpoints.getAdminPosts.initiate());
    expect(result.error).toEqual({ status: 401, message: 'Sign in to continue' });
    // Public reads go out as before.
    await store.dispatch(teamApi.endpoints.getTeamMembers.initiate());
    expect(
      calls()
        .slice(before)
        .map((call) => `${call.method} ${call.path}`),
    ).toEqual(['GET /api/team']);
  });

  it('once Logout has asked the server to end the token, only that call carries it; signed in again, calls go out', async () => {
    const store = setup();
    const before = calls().length;
    const signingOut = store.dispatch(authApi.endpoints.logout.initiate());
    // A list that started loading after Logout (its screen still mounting) is not sent.
    const late = await store.dispatch(usersApi.endpoints.getUsers.initiate());
    expect(late.error).toEqual({ status: 401, message: 'Sign in to continue' });
    await signingOut;
    expect(
      calls()
        .slice(before)
        .map((call) => `${call.method} ${call.path} ${call.headers.authorization ?? ''}`),
    ).toEqual([`POST /api/auth/logout Bearer ${TOKEN}`]);
    // The next session is not affected.
    const next = jwt({ sub: '2', role: 'Admin', exp: Math.floor(Date.now() / 1000) + 3600 });
    handleLoginSuccess(next);
    await store.dispatch(usersApi.endpoints.getUsers.initiate());
    expect(calls().at(-1)).toMatchObject({ method: 'GET', path: '/api/users' });
  });

  it('reports a network failure with a readable message', async () => {
    fakeApi.answer('GET /api/team', { network: true });
    const result = await setup().dispatch(teamApi.endpoints.getTeamMembers.initiate());
    expect(result.error).toEqual({ status: 'NETWORK_ERROR', message: 'Could not reach the server. Check your connection and try again.' });
  });
});

describe('the contact inbox endpoints (docs/inbox.md)', () => {
  it('asks for a page with its filter, and a state change or a reply refreshes that page, the message and the counts', async () => {
    fakeApi.seed(contacts, [
      { id: 1, name: 'Amani', email_address: 'amani@example.org', message: 'Hello', date: '2025-03-05T10:00:00.000Z' },
      { id: 2, name: 'Wanjiru', email_address: 'w@example.org', message: 'A tender', date: '2025-03-05T11:00:00.000Z' },
    ]);
    const store = setup();
    const subscriptions = [
      store.dispatch(inboxApi.endpoints.getInboxPage.initiate({ page: 2, q: 'tender', state: 'new' })),
      store.dispatch(inboxApi.endpoints.getInboxPage.initiate({ page: 1, q: '', state: 'all' })),
      store.dispatch(inboxApi.endpoints.getInboxMessage.initiate(1)),
      store.dispatch(inboxApi.endpoints.getInboxSummary.initiate()),
    ];
    await Promise.all(subscriptions);
    const reads = () =>
      calls()
        .filter((c) => c.method === 'GET')
        .map((c) => c.path);
    expect(reads()).toEqual(['/api/contacts', '/api/contacts', '/api/contacts/1', '/api/contacts/summary']);
    expect(calls().every((c) => c.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(
      calls()
        .slice(0, 2)
        .map((c) => c.query),
    ).toEqual([{ page: '2', q: 'tender', state: 'new' }, { page: '1' }]);

    calls().length = 0;
    await store.dispatch(inboxApi.endpoints.setInboxState.initiate({ id: 1, state: 'read' }));
    expect(calls()[0]).toMatchObject({ method: 'PATCH', path: '/api/contacts/1', body: { state: 'read' } });
    await waitFor(() => expect(reads().sort()).toEqual(['/api/contacts', '/api/contacts', '/api/contacts/1', '/api/contacts/summary']));
    expect(store.getState().api.queries['getInboxSummary(undefined)']?.data).toMatchObject({ unread: 1, counts: { new: 1, read: 1 } });

    calls().length = 0;
    await store.dispatch(inboxApi.endpoints.replyToMessage.initiate({ id: 2, body: { text: 'Thank you' } }));
    // Message 1 is not the one answered: only the lists and the counts are read again.
    await waitFor(() => expect(reads().sort()).toEqual(['/api/contacts', '/api/contacts', '/api/contacts/summary']));
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('downloads the CSV of a filter with the bearer token, and reports a refusal with its message', async () => {
    fakeApi.answer('GET /api/contacts/export.csv', { body: 'id,name', headers: { 'content-disposition': 'attachment; filename="contacts-2025-03-05.csv"' } });
    const { blob, filename } = await fetchInboxCsv({ state: 'archived', q: ' tender ' });
    expect(filename).toBe('contacts-2025-03-05.csv');
    expect(blob.size).toBeGreaterThan(0);
    const [call] = fakeApi.callsTo('GET /api/contacts/export.csv');
    expect(call!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call!.query).toEqual({ q: 'tender', state: 'archived' });

    fakeApi.answer('GET /api/contacts/export.csv', { status: 403, body: { message: 'Your role does not allow this action' } });
    await expect(fetchInboxCsv({ state: 'all', q: '' })).rejects.toEqual({ status: 403, message: 'Your role does not allow this action' });
  });
});
