import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { FORBIDDEN_MESSAGE, type Role } from 'contracts';
import { bearer, eachBackend, login, sampleHeader, samplePost, sampleTeamMember, userWithRole } from './helpers';

/**
 * The role matrix (docs/roles.md), written out rather than derived from `can()`, so a
 * change to the table in remote-shared that breaks the decision fails here.
 */
type Write =
  | 'create user'
  | 'update user'
  | 'delete user'
  | 'create post'
  | 'update post'
  | 'delete post'
  | 'create team member'
  | 'update team member'
  | 'delete team member'
  | 'create header'
  | 'update header'
  | 'delete header'
  | 'update mission-vision'
  | 'upload image';

const ALLOWED: Record<Role, Write[]> = {
  Admin: [
    'create user',
    'update user',
    'delete user',
    'create post',
    'update post',
    'delete post',
    'create team member',
    'update team member',
    'delete team member',
    'create header',
    'update header',
    'delete header',
    'update mission-vision',
    'upload image',
  ],
  Publisher: [
    'create post',
    'update post',
    'delete post',
    'create team member',
    'update team member',
    'delete team member',
    'create header',
    'update header',
    'delete header',
    'update mission-vision',
    'upload image',
  ],
  Content_Creator: ['create post', 'update post', 'upload image'],
};
const WRITES = ALLOWED.Admin;

async function multipartPng(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'x.png');
  form.append('upload_preset', 'site');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** Performs one write against a fresh target; answers the status. */
async function perform(app: FastifyInstance, adminToken: string, write: Write, token: string | undefined): Promise<number> {
  const auth = token ? bearer(token) : {};
  const make = async (url: string, payload: object) => (await app.inject({ method: 'POST', url, headers: bearer(adminToken), payload })).json().id as number;
  switch (write) {
    case 'create user':
      return (
        await app.inject({
          method: 'POST',
          url: '/api/users',
          headers: auth,
          payload: {
            full_name: 'New',
            email_address: `n${Math.random()}@example.com`,
            telephone_number: '1',
            role: 'Publisher',
            password: 'Baobab-Lantern-Okapi-42',
          },
        })
      ).statusCode;
    case 'update user':
    case 'delete user': {
      const target = await userWithRole(app, adminToken, 'Content_Creator');
      return write === 'delete user'
        ? (await app.inject({ method: 'DELETE', url: `/api/users/${target.user.id}`, headers: auth })).statusCode
        : (await app.inject({ method: 'PUT', url: `/api/users/${target.user.id}`, headers: auth, payload: { ...target.user, full_name: 'Renamed' } }))
            .statusCode;
    }
    case 'create post':
      return (await app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload: samplePost() })).statusCode;
    case 'update post':
      return (
        await app.inject({
          method: 'PUT',
          url: `/api/posts/${await make('/api/posts', samplePost())}`,
          headers: auth,
          payload: samplePost({ title: 'Changed' }),
        })
      ).statusCode;
    case 'delete post':
      return (await app.inject({ method: 'DELETE', url: `/api/posts/${await make('/api/posts', samplePost())}`, headers: auth })).statusCode;
    case 'create team member':
      return (await app.inject({ method: 'POST', url: '/api/team', headers: auth, payload: sampleTeamMember() })).statusCode;
    case 'update team member':
      return (
        await app.inject({
          method: 'PUT',
          url: `/api/team/${await make('/api/team', sampleTeamMember())}`,
          headers: auth,
          payload: sampleTeamMember({ name: 'X' }),
        })
      ).statusCode;
    case 'delete team member':
      return (await app.inject({ method: 'DELETE', url: `/api/team/${await make('/api/team', sampleTeamMember())}`, headers: auth })).statusCode;
    case 'create header':
      return (await app.inject({ method: 'POST', url: '/api/headers', headers: auth, payload: sampleHeader() })).statusCode;
    case 'update header':
      return (
        await app.inject({
          method: 'PUT',
          url: `/api/headers/${await make('/api/headers', sampleHeader())}`,
          headers: auth,
          payload: sampleHeader({ title: 'X' }),
        })
      ).statusCode;
    case 'delete header':
      return (await app.inject({ method: 'DELETE', url: `/api/headers/${await make('/api/headers', sampleHeader())}`, headers: auth })).statusCode;
    case 'update mission-vision':
      return (
        await app.inject({
          method: 'PUT',
          url: '/api/mission-vision',
          headers: auth,
          payload: { id: 1, title: 'Our Mission', icon: '🎯', text: 'Serve.', image_url: null },
        })
      ).statusCode;
    case 'upload image': {
      const { payload, headers } = await multipartPng();
      return (await app.inject({ method: 'POST', url: '/api/uploads', headers: { ...auth, ...headers }, payload })).statusCode;
    }
  }
}

const SUCCESS: Record<string, number> = { create: 201, update: 200, delete: 204, upload: 200 };

eachBackend('roles', ({ app }) => {
  let adminToken: string;
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    adminToken = await login(app());
    tokens.Admin = adminToken;
    tokens.Publisher = (await userWithRole(app(), adminToken, 'Publisher')).token;
    tokens.Content_Creator = (await userWithRole(app(), adminToken, 'Content_Creator')).token;
  });

  const cases = (Object.keys(ALLOWED) as Role[]).flatMap((role) => WRITES.map((write) => [role, write, ALLOWED[role].includes(write)] as const));
  test.each(cases)('%s: %s → %s', async (role, write, allowed) => {
    const status = await perform(app(), adminToken, write, tokens[role]);
    expect(status).toBe(allowed ? SUCCESS[write.split(' ')[0]!] : 403);
  });

  test.each(WRITES)('nobody signed in: %s → 401', async (write) => {
    expect(await perform(app(), adminToken, write, undefined)).toBe(401);
  });

  test('a refused write says why and changes nothing', async () => {
    const before = (await app().inject({ url: '/api/team' })).body;
    const res = await app().inject({ method: 'POST', url: '/api/team', headers: bearer(tokens.Content_Creator), payload: sampleTeamMember() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    expect((await app().inject({ url: '/api/team' })).body).toBe(before);
  });

  test.each(['Admin', 'Publisher'] as Role[])('%s may read users and contacts', async (role) => {
    expect((await app().inject({ url: '/api/users', headers: bearer(tokens[role]) })).statusCode).toBe(200);
    expect((await app().inject({ url: '/api/contacts', headers: bearer(tokens[role]) })).statusCode).toBe(200);
  });

  test('a Content_Creator reads no personal data (contact messages, other users), only their own profile', async () => {
    for (const url of ['/api/users', '/api/contacts']) {
      const res = await app().inject({ url, headers: bearer(tokens.Content_Creator) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    }
    const me = await app().inject({ url: '/api/auth/me', headers: bearer(tokens.Content_Creator) });
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('Content_Creator');
  });

  test('reading users and contacts needs a token', async () => {
    expect((await app().inject({ url: '/api/users' })).statusCode).toBe(401);
    expect((await app().inject({ url: '/api/contacts' })).statusCode).toBe(401);
  });
});
