import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, eachBackend, expectStatus, login, sampleContact, sampleHeader, samplePost, sampleTeamMember, userWithRole } from './helpers';

/**
 * Client input never causes a 5xx (api/README.md, "The API"): 1,000 random bodies, parameters and headers sent to every route, anonymous or
 * with forged tokens, then 1,000 more spread over the routes with valid tokens or nearly valid bodies.
 * Whatever arrives, the answer is never a 5xx and the records that existed before are unchanged.
 *
 * Requests without a valid token may target anything. Requests with a valid Admin token only
 * target ids that do not exist (a random but valid body may legitimately create a record, which
 * is not a change to an existing one).
 */
const ROUTES: { method: InjectOptions['method']; path: string; needsId?: boolean }[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'POST', path: '/api/auth/login' },
  { method: 'GET', path: '/api/auth/me' },
  { method: 'GET', path: '/api/users' },
  { method: 'POST', path: '/api/users' },
  { method: 'PUT', path: '/api/users/:id', needsId: true },
  { method: 'DELETE', path: '/api/users/:id', needsId: true },
  { method: 'GET', path: '/api/posts' },
  { method: 'GET', path: '/api/posts/:id', needsId: true },
  { method: 'POST', path: '/api/posts' },
  { method: 'PUT', path: '/api/posts/:id', needsId: true },
  { method: 'DELETE', path: '/api/posts/:id', needsId: true },
  { method: 'POST', path: '/api/posts/:id/transitions', needsId: true },
  { method: 'GET', path: '/api/contacts' },
  { method: 'POST', path: '/api/contacts' },
  { method: 'GET', path: '/api/team' },
  { method: 'POST', path: '/api/team' },
  { method: 'PUT', path: '/api/team/:id', needsId: true },
  { method: 'DELETE', path: '/api/team/:id', needsId: true },
  { method: 'GET', path: '/api/headers' },
  { method: 'POST', path: '/api/headers' },
  { method: 'PUT', path: '/api/headers/:id', needsId: true },
  { method: 'DELETE', path: '/api/headers/:id', needsId: true },
  { method: 'GET', path: '/api/mission-vision' },
  { method: 'PUT', path: '/api/mission-vision' },
  { method: 'POST', path: '/api/uploads' },
  { method: 'GET', path: '/api/docs/json' },
  { method: 'PATCH', path: '/api/posts/:id', needsId: true },
  // History and preview (docs/workflow.md, "History", "Preview").
  { method: 'GET', path: '/api/posts/:id/revisions', needsId: true },
  { method: 'POST', path: '/api/team/:id/revisions/1/restore', needsId: true },
  { method: 'GET', path: '/api/posts/deleted' },
  { method: 'POST', path: '/api/posts/:id/undelete', needsId: true },
  { method: 'POST', path: '/api/posts/:id/preview', needsId: true },
  { method: 'GET', path: '/api/posts/:id/preview?token=abc.def', needsId: true },
  { method: 'GET', path: '/uploads/:id', needsId: true },
];

const FIELDS = [
  'title',
  'description',
  'category',
  'image_url',
  'published',
  'status',
  'client',
  'name',
  'position',
  'subtitle',
  'icon',
  'text',
  'full_name',
  'email_address',
  'telephone_number',
  'role',
  'password',
  'email',
  'message',
  'website',
  'id',
  'transition',
  'comment',
  'publish_at',
  '__proto__',
  'constructor',
];

const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    'Admin',
    'Publisher',
    'Pending',
    'March 5, 2025',
    'a@b.co',
    '/uploads/x.webp',
    'https://res.cloudinary.com/x.png',
    'javascript:alert(1)',
    '\u0000',
    '😀'.repeat(300),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  fc.anything({ maxDepth: 3 }),
  fc.json().map((s) => ({ raw: s })),
  fc.string().map((s) => ({ raw: s })),
  fc.constant(undefined),
);

const rawId = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '99999999999999999999', 'NaN', 'null', '%00', '..%2f..%2fetc', '%E2%82%AC', '1;DROP TABLE posts'),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 10 }).map(encodeURIComponent),
);

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
const headers = fc.record(
  {
    // Mostly JSON, so most bodies get as far as validation.
    'content-type': fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'text/plain',
          'multipart/form-data',
          'multipart/form-data; boundary=----x',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          '',
        ),
      },
      { weight: 1, arbitrary: headerValue },
    ),
    authorization: fc.oneof(
      fc.constantFrom('Bearer', 'Bearer x.y.z', 'Basic abc', 'bearer eyJhbGciOiJub25lIn0.e30.'),
      headerValue.map((v) => `Bearer ${v}`),
      headerValue,
    ),
    'if-none-match': headerValue,
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', '*', 'gzip;q=0', 'br;q=abc'),
    origin: fc.constantFrom('https://evil.example.com', 'null', 'https://admin.example.com'),
    'x-request-id': headerValue,
    'x-forwarded-for': headerValue,
    'x-custom': headerValue,
  },
  { requiredKeys: [] },
);

type Snapshot = Record<string, string>;

async function snapshot(app: FastifyInstance, token: string): Promise<Snapshot> {
  const out: Snapshot = {};
  for (const url of ['/api/posts', '/api/team', '/api/headers', '/api/mission-vision', '/api/users', '/api/contacts']) {
    const list = (await expectStatus(app, { url, headers: bearer(token) }, 200)).json() as { id: number }[];
    for (const record of list) out[`${url}/${record.id}`] = JSON.stringify(record);
  }
  return out;
}

/** Strings that have broken servers before: NUL, lone surrogates, huge or odd Unicode, SQL and markup. */
const hostile = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff x',
    '\u202e\u0041',
    '\ufeff',
    '𝕏'.repeat(60),
    "'; DROP TABLE posts; --",
    '<script>alert(1)</script>',
    '%s%n',
    '${7*7}',
    '\\u0000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 150, maxLength: 300 }),
);

/** A valid body with one field replaced by something hostile: these get past validation to the database. */
const nearlyValid = (sample: Record<string, unknown>) =>
  fc.tuple(fc.constantFrom(...Object.keys(sample)), hostile).map(([key, bad]) => ({ ...sample, [key]: bad }));

eachBackend(
  'property: random requests',
  ({ app }) => {
    let admin: string;
    let publisher: string;
    let before: Snapshot;
    beforeAll(async () => {
      admin = await login(app());
      publisher = (await userWithRole(app(), admin, 'Publisher')).token;
      const h = bearer(admin);
      for (let i = 0; i < 3; i++) {
        await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: h, payload: samplePost({ title: `Post ${i}` }) }, 201);
        await expectStatus(app(), { method: 'POST', url: '/api/team', headers: h, payload: sampleTeamMember({ name: `Member ${i}` }) }, 201);
        await expectStatus(app(), { method: 'POST', url: '/api/headers', headers: h, payload: sampleHeader({ title: `Slide ${i}` }) }, 201);
        await expectStatus(
          app(),
          { method: 'POST', url: '/api/contacts', payload: sampleContact({ name: `Visitor ${i}` }), remoteAddress: `10.3.0.${i}` },
          201,
        );
      }
      before = await snapshot(app(), admin);
    });

    /** Every record that existed before is still there, unchanged (new ones may have been created). */
    async function expectUnchanged() {
      const after = await snapshot(app(), admin);
      for (const [key, record] of Object.entries(before)) expect([key, after[key]]).toEqual([key, record]);
    }

    const toInject = (route: (typeof ROUTES)[number], id: string, payload: unknown, hdrs: Record<string, string>, token?: string): InjectOptions => {
      const options: InjectOptions = {
        method: route.method,
        url: route.path.replace(':id', id),
        headers: token ? { ...hdrs, ...bearer(token) } : hdrs,
        remoteAddress: '10.4.0.1',
      };
      if (route.method !== 'GET' && payload !== undefined) {
        options.payload =
          typeof payload === 'object' && payload !== null && 'raw' in payload
            ? String((payload as { raw: unknown }).raw)
            : (payload as InjectOptions['payload']);
      }
      return options;
    };

    test.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
      'no 5xx for 1,000 anonymous or forged requests to %s, and nothing changes',
      async (_name, route) => {
        await fc.assert(
          fc.asyncProperty(rawId, body, headers, async (id, payload, hdrs) => {
            const res = await app().inject(toInject(route, id, payload, hdrs as Record<string, string>));
            if (res.statusCode >= 500) throw new Error(`${route.method} ${route.path} (${id}) → ${res.statusCode}: ${res.body}`);
            if (res.headers['content-type']?.toString().includes('json') && res.statusCode >= 400) {
              expect(typeof res.json().message).toBe('string');
            }
          }),
          { numRuns: 1000 },
        );
        // A random body may be a valid contact message (a public create); existing records stay as they were.
        await expectUnchanged();
      },
    );

    test('no 5xx for 600 random bodies with valid tokens, and existing records are unchanged', async () => {
      // Whatever the path parameter coerces to, it must not be an id that exists (they are all small).
      const isSmallId = (s: string) => {
        try {
          const n = Number(decodeURIComponent(s));
          return Number.isInteger(n) && n > 0 && n < 100_000;
        } catch {
          return false;
        }
      };
      const missingBodyId = fc.oneof(
        fc.integer({ min: 100_000, max: 2_147_483_647 }),
        fc.constantFrom(2_147_483_648, Number.MAX_SAFE_INTEGER, 1e300, -1, 0, 0.5, '1', null),
      );
      const idsThatDoNotExist = fc.oneof(
        fc.integer({ min: 100_000, max: 2_147_483_647 }).map(String),
        rawId.filter((s) => !isSmallId(s)),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          idsThatDoNotExist,
          body,
          headers,
          fc.constantFrom(admin, publisher),
          missingBodyId,
          async (route, id, payload, hdrs, token, bodyId) => {
            // mission-vision is addressed by the id in its body: point it at a missing item.
            if (
              route.path === '/api/mission-vision' &&
              route.method === 'PUT' &&
              payload &&
              typeof payload === 'object' &&
              !Array.isArray(payload) &&
              !('raw' in payload)
            ) {
              payload = { ...(payload as object), id: bodyId };
            }
            const res = await app().inject(toInject(route, id, payload, hdrs as Record<string, string>, token));
            if (res.statusCode >= 500) throw new Error(`${route.method} ${route.path} (${id}) → ${res.statusCode}: ${res.body}`);
          },
        ),
        { numRuns: 600 },
      );
      await expectUnchanged();
    });

    test('no 5xx for 400 nearly valid bodies carrying hostile text', async () => {
      const targets = [
        { url: '/api/contacts', sample: sampleContact(), token: undefined },
        { url: '/api/auth/login', sample: { email: 'admin@example.com', password: 'whatever-password' }, token: undefined },
        { url: '/api/posts', sample: samplePost(), token: admin },
        { url: '/api/team', sample: sampleTeamMember(), token: admin },
        { url: '/api/headers', sample: sampleHeader(), token: admin },
        {
          url: '/api/users',
          sample: { full_name: 'N', email_address: 'n@example.com', telephone_number: '1', role: 'Publisher', password: 'Baobab-Lantern-Okapi-42' },
          token: admin,
        },
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...targets).chain((t) => fc.tuple(fc.constant(t), nearlyValid(t.sample))),
          async ([target, payload]) => {
            const res = await app().inject({
              method: 'POST',
              url: target.url,
              payload,
              headers: target.token ? bearer(target.token) : {},
              remoteAddress: '10.5.0.1',
            });
            if (res.statusCode >= 500) throw new Error(`POST ${target.url} ${JSON.stringify(payload)} → ${res.statusCode}: ${res.body}`);
          },
        ),
        { numRuns: 400 },
      );
      await expectUnchanged();
    });
  },
  { corsOrigins: ['https://admin.example.com'], loginMaxFailures: 1_000_000, contactRateLimit: 1_000_000 },
);
