import { configureStore } from '@reduxjs/toolkit';
import { handleLoginSuccess, TOKEN_KEY } from '../session/session';
import {
  api,
  authApi,
  contactsApi,
  headersApi,
  missionVisionApi,
  postsApi,
  teamApi,
  usersApi,
} from './index';

interface Call {
  method: string;
  url: string;
  authorization: string | null;
}

function jwt(payload: Record<string, unknown>) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

/** A store on the real API slice, with fetch answered in memory and every call recorded. */
function setup(answer: (call: Call) => { status?: number; body?: unknown } = () => ({ body: [] })) {
  const calls: Call[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call = { method: init?.method ?? 'GET', url: String(input), authorization: headers.get('Authorization') };
    calls.push(call);
    const { status = 200, body } = answer(call);
    const text = status === 204 ? '' : JSON.stringify(body ?? null);
    // What the base query reads of a fetch Response (jsdom has no Response).
    return { ok: status < 400, status, statusText: '', headers: new Headers(), text: async () => text } as unknown as Response;
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { fetch: fetchStub } } }).concat(api.middleware),
  });
  return { store, calls };
}

const TOKEN = jwt({ sub: '1', role: 'Admin', exp: Math.floor(Date.now() / 1000) + 3600 });
const post = { title: 'T', description: 'D', category: 'C', image_url: '/uploads/a.png', published: '', status: 'Pending' as const };
const user = { full_name: 'A', email_address: 'a@b.co', telephone_number: '1', role: 'Admin' as const };

beforeEach(() => {
  localStorage.clear();
  handleLoginSuccess(TOKEN);
});

describe('the API slice for {host} (spec §7)', () => {
  it('sends the bearer token on exactly the calls the spec marks bearer', async () => {
    const { store, calls } = setup();
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
    await run(contactsApi.endpoints.sendContact.initiate({ name: 'N', email_address: 'n@b.co', message: '' }));
    await run(teamApi.endpoints.getTeam.initiate());
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
    expect(calls.map((c) => `${c.method} ${c.url} ${c.authorization === bearer ? 'bearer' : c.authorization ?? 'none'}`)).toEqual([
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
    const { store, calls } = setup(({ url }) => ({ body: url.match(/\/api\/posts\/\d+$/) ? { id: Number(url.split('/').pop()) } : [{ id: 3 }] }));
    const subscriptions = [
      store.dispatch(usersApi.endpoints.getUsers.initiate()),
      store.dispatch(postsApi.endpoints.getPosts.initiate()),
      store.dispatch(postsApi.endpoints.getPost.initiate(3)),
      store.dispatch(postsApi.endpoints.getPost.initiate(7)),
      store.dispatch(teamApi.endpoints.getTeam.initiate()),
    ];
    await Promise.all(subscriptions);
    const reads = () => calls.filter((c) => c.method === 'GET').map((c) => c.url);
    expect(reads()).toEqual(['/api/users', '/api/posts', '/api/posts/3', '/api/posts/7', '/api/team']);

    calls.length = 0;
    await store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 3, body: post }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads().sort()).toEqual(['/api/posts', '/api/posts/3']);

    calls.length = 0;
    await store.dispatch(usersApi.endpoints.createUser.initiate({ ...user, password: 'password1' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads()).toEqual(['/api/users']);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('turns an API error into its message and issues, and a 401 ends the session', async () => {
    const { store } = setup(({ method }) =>
      method === 'POST'
        ? { status: 400, body: { message: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }] } }
        : { status: 401, body: { message: 'Your session has ended' } },
    );
    const refused = await store.dispatch(postsApi.endpoints.createPost.initiate(post));
    expect(refused.error).toEqual({ status: 400, message: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }] });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);

    const expired = await store.dispatch(usersApi.endpoints.getUsers.initiate());
    expect(expired.error).toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('reports a network failure with a readable message', async () => {
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) =>
        getDefault({ thunk: { extraArgument: { fetch: () => Promise.reject(new TypeError('Failed to fetch')) } } }).concat(api.middleware),
    });
    const result = await store.dispatch(teamApi.endpoints.getTeam.initiate());
    expect(result.error).toEqual({ status: 'NETWORK_ERROR', message: 'Could not reach the server. Check your connection and try again.' });
  });
});
