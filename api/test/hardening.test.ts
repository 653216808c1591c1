import packageJson from '../package.json';
import { bearer, eachBackend, expectStatus, login, samplePost } from './helpers';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

function csp(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

eachBackend(
  'hardening',
  ({ app }) => {
    test.each([
      ['a public read', '/api/posts', 'GET', 200],
      ['the health check', '/api/health', 'GET', 200],
      ['an API 404', '/api/nothing', 'GET', 404],
      ['an API 400', '/api/posts/abc', 'GET', 400],
      ['a 401', '/api/users', 'GET', 401],
      ['an upload 404', '/uploads/none.png', 'GET', 404],
      ['the docs page', '/api/docs', 'GET', 200],
      ['a page route outside the API', '/about-us', 'GET', 404],
    ] as const)('security headers on %s', async (_name, url, method, status) => {
      const res = await app().inject({ method, url });
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject(SECURITY_HEADERS);
      expect(res.headers['permissions-policy']).toContain('camera=()');
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toBe("'none'");
      expect(policy['default-src']).toBe("'self'");
      expect(policy['object-src']).toBe("'none'");
      expect(res.headers['x-request-id']).toBeTruthy();
    });

    test('the CSP allows only our origins, the map tiles, the image host and the configured extras', async () => {
      const policy = csp((await app().inject({ url: '/api/health' })).headers['content-security-policy']);
      expect(policy['script-src']).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{24}' https:\/\/remotes\.example\.com$/);
      expect(policy['img-src']).toBe(
        "'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org https://res.cloudinary.com https://www.example.com https://remotes.example.com",
      );
      expect(policy['connect-src']).toBe("'self' https://www.example.com https://res.cloudinary.com https://remotes.example.com");
      expect(policy['style-src']).toBe("'self' 'unsafe-inline' https://remotes.example.com");
      expect(policy['base-uri']).toBe("'self'");
      expect(policy['form-action']).toBe("'self'");
    });

    test('built scripts and style sheets carry nosniff alone; a page or an upload of the same name keeps every header', async () => {
      const script = await app().inject({ url: '/remotes/public/remoteEntry.js?v=1' });
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-frame-options']).toBeUndefined();
      for (const url of ['/assets/', '/remotes/public/page.html', '/uploads/x.js', '/api/x.js']) {
        expect((await app().inject({ url })).headers['x-frame-options']).toBe('DENY');
      }
    });

    test('HSTS is sent when PUBLIC_URL is https', async () => {
      expect((await app().inject({ url: '/api/health' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    test('each response gets its own CSP nonce', async () => {
      const nonces = new Set<string>();
      // More than one block of the nonce pool (256 a draw).
      for (let i = 0; i < 300; i++)
        nonces.add(/'nonce-([^']+)'/.exec(String((await app().inject({ url: '/api/health' })).headers['content-security-policy']))![1]!);
      expect(nonces.size).toBe(300);
    });

    test('a plain request id from a proxy is kept, anything else replaced', async () => {
      expect((await app().inject({ url: '/api/health', headers: { 'x-request-id': 'edge-123' } })).headers['x-request-id']).toBe('edge-123');
      const replaced = (await app().inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\n{"json":1}' } })).headers['x-request-id'];
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    });

    describe('CORS allow-list', () => {
      test('a listed origin is allowed', async () => {
        const res = await app().inject({ url: '/api/posts', headers: { origin: 'https://admin.example.com' } });
        expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.com');
        expect(String(res.headers.vary)).toMatch(/Origin/i);
        const preflight = await app().inject({
          method: 'OPTIONS',
          url: '/api/posts',
          headers: {
            origin: 'https://admin.example.com',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe('https://admin.example.com');
        expect(String(preflight.headers['access-control-allow-methods'])).toContain('PUT');
        expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      });

      test.each(['https://evil.example.com', 'https://admin.example.com.evil.io', 'null', 'http://admin.example.com'])(
        '%s is never reflected',
        async (origin) => {
          const res = await app().inject({ url: '/api/posts', headers: { origin } });
          expect(res.headers['access-control-allow-origin']).toBeUndefined();
          const preflight = await app().inject({ method: 'OPTIONS', url: '/api/posts', headers: { origin, 'access-control-request-method': 'DELETE' } });
          expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
          expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
        },
      );
    });

    test('a body over BODY_LIMIT answers 413', async () => {
      const admin = await login(app());
      const res = await app().inject({ method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost({ description: 'x'.repeat(9000) }) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'The request body is too large (at most 8,192 bytes)' });
      // The public form too, without a token.
      const contact = await app().inject({ method: 'POST', url: '/api/contacts', payload: { name: 'x', email_address: 'a@b.co', message: 'x'.repeat(9000) } });
      expect(contact.statusCode).toBe(413);
    });

    test.each([
      ['invalid JSON', { 'content-type': 'application/json' }, '{"title": ', 400, 'The request body is not valid JSON'],
      ['a JSON string', { 'content-type': 'application/json' }, '"hello"', 400, 'The request body must be a JSON object'],
      ['an array', { 'content-type': 'application/json' }, '[1,2]', 400, 'The request body must be a JSON object'],
      ['prototype poisoning', { 'content-type': 'application/json' }, '{"__proto__": {"admin": true}, "name": "x"}', 400, undefined],
      ['text/plain', { 'content-type': 'text/plain' }, 'hello', 415, 'Unsupported Content-Type: send application/json'],
      ['form encoding', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=x', 415, undefined],
      ['no content-type', {}, '{"name":"x"}', 415, undefined],
      ['an empty JSON body', { 'content-type': 'application/json' }, '', 400, undefined],
    ])('%s answers %s with a JSON message', async (_name, headers, payload, status, message) => {
      const res = await app().inject({ method: 'POST', url: '/api/contacts', headers, payload });
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().message).toBe('string');
      if (message) expect(res.json().message).toBe(message);
    });

    test('text with a NUL character is refused with a 400, not a database error', async () => {
      const contact = await app().inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'A\u0000B', email_address: 'a@b.co' },
        remoteAddress: '10.8.0.1',
      });
      expect(contact.statusCode).toBe(400);
      expect(contact.json()).toEqual({ message: 'Text must not contain NUL characters' });
      const loginRes = await app().inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@b.co', password: 'x' } });
      expect(loginRes.statusCode).toBe(400);
      // A literal backslash followed by u0000 is ordinary text.
      const literal = await app().inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'A\\u0000B', email_address: 'a@b.co' },
        remoteAddress: '10.8.0.2',
      });
      expect(literal.statusCode).toBe(201);
      expect(literal.json().name).toBe('A\\u0000B');
    });

    test('GET /api/health checks the database', async () => {
      const res = await expectStatus(app(), { url: '/api/health' }, 200);
      expect(res.json()).toEqual({ status: 'ok', database: app().db.kind });
    });

    test('OpenAPI document at /api/docs/json covers every route, and /api/docs serves the browsable page', async () => {
      const doc = (await expectStatus(app(), { url: '/api/docs/json' }, 200)).json();
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info).toMatchObject({ title: 'Consultancy site API', version: packageJson.version });
      expect(Object.keys(doc.paths).sort()).toEqual(
        [
          '/api/activity',
          '/api/activity/export.csv',
          '/api/auth/forgot',
          '/api/auth/login',
          '/api/auth/logout',
          '/api/auth/me',
          '/api/auth/options',
          '/api/auth/password',
          '/api/auth/reset',
          '/api/contacts',
          '/api/contacts/export.csv',
          '/api/contacts/form-token',
          '/api/contacts/summary',
          '/api/contacts/{id}',
          '/api/contacts/{id}/replies',
          '/api/contacts/{id}/replies/{replyId}/retry',
          '/api/privacy/notice',
          '/api/privacy/retention',
          '/api/privacy/subject',
          '/api/redirects',
          '/api/redirects/export',
          '/api/redirects/import',
          '/api/redirects/resolve',
          '/api/redirects/table',
          '/api/redirects/{id}',
          '/api/search-appearance',
          '/api/search-appearance/page',
          '/api/headers',
          '/api/headers/{id}',
          '/api/health',
          '/api/system',
          '/api/mission-vision',
          '/api/posts',
          '/api/posts/{id}',
          '/api/posts/{id}/transitions',
          '/api/team',
          '/api/team/{id}',
          '/api/uploads',
          '/api/users',
          '/api/users/{id}',
          '/api/users/{id}/password',
          // History of every type the back office edits, deleted records of the ones it deletes, previews of posts.
          ...['/api/posts', '/api/team', '/api/headers', '/api/mission-vision'].flatMap((type) => [
            `${type}/{id}/revisions`,
            `${type}/{id}/revisions/{revision}/restore`,
          ]),
          ...['/api/posts', '/api/team', '/api/headers'].flatMap((type) => [`${type}/deleted`, `${type}/{id}/undelete`]),
          '/api/posts/{id}/preview',
          // Bulk actions of a type with a publication workflow (docs/workflow.md, "Bulk actions").
          '/api/posts/bulk',
          // One's own mail preferences (docs/workflow.md, "People are told").
          '/api/auth/me/preferences',
        ].sort(),
      );
      const bulk = doc.paths['/api/posts/bulk'].post;
      expect(bulk.requestBody.content['application/json'].schema.properties.action.enum).toEqual(['publish', 'unpublish', 'delete']);
      expect(Object.keys(bulk.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
      const create = doc.paths['/api/posts'].post;
      expect(create.requestBody.content['application/json'].schema.required).toEqual(['title', 'description', 'category', 'image_url']);
      expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403']));
      expect(create.security).toEqual([{ bearerAuth: [] }]);
      const page = await expectStatus(app(), { url: '/api/docs/' }, 200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => new URL(m[1]!, 'http://localhost/api/docs/').pathname);
      expect(assets.length).toBeGreaterThan(3);
      for (const asset of assets) expect((await app().inject({ url: asset })).statusCode).toBe(200);
      // No inline script: the page works under our CSP (script-src 'self').
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    });

    test('HEAD on a public read answers like GET, without a body', async () => {
      const res = await app().inject({ method: 'HEAD', url: '/api/posts' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBeTruthy();
    });
  },
  {
    corsOrigins: ['https://admin.example.com'],
    cspExtraOrigins: ['https://remotes.example.com'],
    publicUrl: 'https://www.example.com',
    bodyLimit: 8192,
  },
);

eachBackend('CORS with no allow-list', ({ app }) => {
  test('no origin is ever allowed', async () => {
    const res = await app().inject({ url: '/api/posts', headers: { origin: 'https://anything.example.com' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
