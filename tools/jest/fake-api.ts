// The one fake {host} of the unit tests: Mock Service Worker handlers, in this one place, built
// from the content declarations (contracts/src). Every content type answers list,
// read, create, update and delete from an in-memory table, validates with its own zod schema and
// refuses a missing token like the API; users, sign-in and uploads answer plainly. A test seeds
// the tables (`fakeApi.seed`) and overrides single answers (`fakeApi.answer`) when it needs a failure.
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest/web';
import { HttpResponse, RequestHandler, delay, getResponse, http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { CONTENT_LOCALES, LOCALE_QUERY_MESSAGE, CONTENT_TYPES, inputSchema, localizeRecord, type AnyContentType, type ContentLocale } from 'contracts';

const STAMP = '2025-01-01T00:00:00.000Z';

export interface FakeCall {
  method: string;
  path: string;
  /** The query string's parameters ('?page=2&q=tender' → { page: '2', q: 'tender' }). */
  query: Record<string, string>;
  /** The parsed JSON body (or the raw text), once read. */
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answers (to see a loading state). */
  pending?: boolean;
  /** Fails like a network error. */
  network?: boolean;
}

type Answer = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

const tables = new Map<string, { id: number }[]>();
let nextId = 1000;
const calls: FakeCall[] = [];

const fail = (status: number, message: string, issues?: { path: string; message: string }[]) =>
  HttpResponse.json(issues ? { message, issues } : { message }, { status });

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    // Both spellings, as a test reads them: `Authorization` or `authorization`.
    headers[name] = value;
    headers[name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => `${dash}${c.toUpperCase()}`)] = value;
  });
  return headers;
}

/** The validation answer of the real API: 400, the first message, every issue. */
async function validated(type: AnyContentType, request: Request) {
  const parsed = inputSchema(type).safeParse(
    await request
      .clone()
      .json()
      .catch(() => undefined),
  );
  if (parsed.success) return { values: parsed.data as Record<string, unknown> };
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'body', message: issue.message }));
  return { refused: fail(400, issues[0]!.message, issues) };
}

/** Any origin: the page's in jsdom, the page server's placeholder in node tests. */
const anyOrigin = (path: string) => (path.startsWith('/') ? `*${path}` : path);

/** list, read, create, update and delete of one content type, as its declaration says. */
function contentHandlers(type: AnyContentType): HttpHandler[] {
  const path = anyOrigin(type.path);
  const rows = () => tables.get(type.name) ?? [];
  const needsToken = (operation: keyof typeof type.access) => type.access[operation] !== 'public';
  const signedOut = (operation: keyof typeof type.access, request: Request) =>
    needsToken(operation) && !request.headers.get('authorization') ? fail(401, 'Sign in to continue') : null;
  const missing = () => fail(404, `${type.label.one} not found`);
  const update = async (request: Request, id: number) => {
    const refused = signedOut('update', request);
    if (refused) return refused;
    const result = await validated(type, request);
    if (result.refused) return result.refused;
    const index = rows().findIndex((row) => row.id === id);
    if (index < 0) return missing();
    // The API's edit versions (docs/workflow.md, "Conflicts"): a stale If-Match is a 412 with who and when.
    const current = rows()[index]! as { id: number } & Record<string, unknown>;
    const version = typeof current.version === 'number' ? current.version : 1;
    const ifMatch = request.headers.get('if-match');
    if (ifMatch && ifMatch !== `"${version}"`) {
      const changedBy = (current.updated_by_name as string | undefined) ?? null;
      return HttpResponse.json(
        {
          message: `This ${type.label.one.toLowerCase()} was changed${changedBy ? ` by ${changedBy}` : ''} since you opened it. Your changes are not saved yet.`,
          version,
          changed_at: current.updated_at,
          changed_by: changedBy ? { id: 99, full_name: changedBy } : null,
          current,
        },
        { status: 412 },
      );
    }
    // Omitted translations are kept, as the API keeps them (docs/i18n.md, "Content").
    const saved = {
      ...current,
      ...result.values,
      ...(type.localized.length ? { translations: result.values.translations ?? current.translations ?? {} } : {}),
      id,
      updated_at: STAMP,
      version: version + 1,
    };
    rows()[index] = saved;
    return HttpResponse.json(saved);
  };
  /** `?locale=` as the API reads it: a 400 for an unknown one, each row in the locale asked for. */
  const inLocale = (request: Request, answer: (locale: ContentLocale | undefined) => Response) => {
    const given = new URL(request.url).searchParams.get('locale');
    if (given !== null && type.localized.length && !(CONTENT_LOCALES as readonly string[]).includes(given)) return fail(400, LOCALE_QUERY_MESSAGE);
    return answer(type.localized.length && given !== null ? (given as ContentLocale) : undefined);
  };
  return [
    http.get(
      path,
      ({ request }) => signedOut('list', request) ?? inLocale(request, (locale) => HttpResponse.json(rows().map((row) => localizeRecord(type, row, locale)))),
    ),
    http.get(`${path}/:id`, ({ request, params }) => {
      const refused = signedOut('read', request);
      const row = rows().find((r) => r.id === Number(params.id));
      return refused ?? inLocale(request, (locale) => (row ? HttpResponse.json(localizeRecord(type, row, locale)) : missing()));
    }),
    http.post(path, async ({ request }) => {
      const refused = signedOut('create', request);
      if (refused) return refused;
      const result = await validated(type, request);
      if (result.refused) return result.refused;
      const saved = {
        id: (nextId += 1),
        ...result.values,
        ...(type.localized.length ? { translations: result.values.translations ?? {} } : {}),
        created_at: STAMP,
        updated_at: STAMP,
      };
      tables.set(type.name, [...rows(), saved]);
      return HttpResponse.json(saved, { status: 201 });
    }),
    type.updateBy === 'body'
      ? http.put(path, async ({ request }) => update(request, Number(((await request.clone().json()) as { id?: unknown }).id)))
      : http.put(`${path}/:id`, ({ request, params }) => update(request, Number(params.id))),
    http.delete(`${path}/:id`, ({ request, params }) => {
      const refused = signedOut('delete', request);
      if (refused) return refused;
      const before = rows().length;
      tables.set(
        type.name,
        rows().filter((row) => row.id !== Number(params.id)),
      );
      return before === rows().length ? missing() : new HttpResponse(null, { status: 204 });
    }),
  ];
}

const otherHandlers: HttpHandler[] = [
  http.get(anyOrigin('/api/users'), ({ request }) =>
    request.headers.get('authorization') ? HttpResponse.json(tables.get('users') ?? []) : fail(401, 'Sign in to continue'),
  ),
  http.post(anyOrigin('/api/uploads'), () =>
    HttpResponse.json({ secure_url: `/uploads/upload-${(nextId += 1)}.png`, width: 1, height: 1, bytes: 100, format: 'png' }),
  ),
  // The signed-in user's preferences as a new account has them (the dashboard reads the language).
  http.get(anyOrigin('/api/auth/me/preferences'), ({ request }) =>
    request.headers.get('authorization') ? HttpResponse.json({ workflow_emails: true, language: null }) : fail(401, 'Sign in to continue'),
  ),
];

/** A contact message as the inbox answers it: the stored row plus its state (new unless seeded otherwise). */
type InboxRow = { id: number; state?: string; name?: string; email_address?: string; message?: string; replies?: unknown[] };
const inboxRow = (row: InboxRow) => ({
  state: 'new',
  overdue: false,
  spam_reasons: null,
  spam_signals: [],
  replied_at: null,
  reply_count: row.replies?.length ?? 0,
  replies: [],
  ...row,
});

/**
 * The contact inbox (docs/inbox.md) over the contacts table: the paged list, the summary, one
 * message, state changes and replies. Before the content handlers, which would read
 * /api/contacts/summary as a message id. Without `?page` the list falls through to spec §7's.
 */
function inboxHandlers(): HttpHandler[] {
  const rows = () => (tables.get('contacts') ?? []) as InboxRow[];
  const find = (id: unknown) => rows().find((row) => row.id === Number(id));
  const guarded = (request: Request) => (request.headers.get('authorization') ? null : fail(401, 'Sign in to continue'));
  const detail = (id: unknown) => {
    const row = find(id);
    return row ? HttpResponse.json(inboxRow(row)) : fail(404, 'Contact message not found');
  };
  return [
    http.get(anyOrigin('/api/contacts/summary'), ({ request }) => {
      const counts: Record<string, number> = {};
      for (const row of rows().map(inboxRow)) counts[row.state] = (counts[row.state] ?? 0) + 1;
      return (
        guarded(request) ??
        HttpResponse.json({
          unread: counts.new ?? 0,
          overdue: rows()
            .map(inboxRow)
            .filter((row) => row.overdue).length,
          spam_to_check: 0,
          counts,
          mail: { configured: true, notifying: true },
        })
      );
    }),
    http.get(anyOrigin('/api/contacts'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (!query.has('page')) return undefined;
      const refused = guarded(request);
      if (refused) return refused;
      const state = query.get('state') ?? 'all';
      const q = (query.get('q') ?? '').toLowerCase();
      const matching = rows()
        .map(inboxRow)
        .filter((row) => (state === 'all' ? row.state !== 'spam' : row.state === state))
        .filter((row) => [row.name, row.email_address, row.message].join(' ').toLowerCase().includes(q));
      const page = Number(query.get('page'));
      return HttpResponse.json({ items: matching.slice((page - 1) * 10, page * 10), total: matching.length, page, pageSize: 10 });
    }),
    http.get(anyOrigin('/api/contacts/:id'), ({ request, params }) => guarded(request) ?? detail(params.id)),
    http.patch(anyOrigin('/api/contacts/:id'), async ({ request, params }) => {
      const row = find(params.id);
      if (row) row.state = ((await request.clone().json()) as { state: string }).state;
      return guarded(request) ?? detail(params.id);
    }),
    http.post(anyOrigin('/api/contacts/:id/replies'), async ({ request, params }) => {
      const row = find(params.id);
      const { text } = (await request.clone().json()) as { text: string };
      if (row) {
        const reply = {
          id: (nextId += 1),
          contact_id: row.id,
          author_id: 1,
          author_name: 'Site Administrator',
          text,
          delivery: 'sent',
          error: null,
          attempts: 1,
          created_at: STAMP,
        };
        Object.assign(row, { state: 'replied', replies: [...(row.replies ?? []), reply] });
      }
      const refused = guarded(request);
      return refused ?? (row ? HttpResponse.json(inboxRow(row), { status: 201 }) : detail(params.id));
    }),
    // The mail server takes it this time.
    http.post(anyOrigin('/api/contacts/:id/replies/:replyId/retry'), ({ request, params }) => {
      const row = find(params.id);
      if (row)
        row.replies = (row.replies ?? []).map((r) =>
          (r as { id: number }).id === Number(params.replyId) ? { ...(r as object), delivery: 'sent', error: null } : r,
        );
      return guarded(request) ?? (row ? HttpResponse.json(inboxRow(row), { status: 202 }) : detail(params.id));
    }),
  ];
}

// Last: a call nobody answers is a 404, so a missing handler shows in the test.
const unknown = http.all('*', ({ request }) => fail(404, `No fake for ${request.method} ${new URL(request.url).pathname}`));

/** The declared content types this fake serves; a test adds its own fixture type with `fakeApi.serve`. */
let served: readonly AnyContentType[] = CONTENT_TYPES;
const baseHandlers = () => [...inboxHandlers(), ...served.flatMap(contentHandlers), ...otherHandlers, unknown];

export const server = setupServer(...baseHandlers());

server.events.on('request:start', ({ request }) => record(request));

/**
 * XMLHttpRequest is answered in place from the same handlers, as Mock Service Worker 2 did: its
 * version 3 lets jsdom's own XMLHttpRequest go out through Node's http, which encodes no
 * FormData but jsdom's (the test environment's is Node's) and reports no upload progress.
 * setup.ts applies it beside the server; what it does not answer goes on to the server.
 */
export const xhrFake = new XMLHttpRequestInterceptor();
xhrFake.on('request', async ({ request, controller }) => {
  record(request);
  const handlers = server.listHandlers().filter((handler) => handler instanceof RequestHandler);
  const response = await getResponse(handlers, request);
  if (response) controller.respondWith(response);
});

function record(request: Request) {
  const url = new URL(request.url);
  const call: FakeCall = {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: undefined,
    headers: headersOf(request),
  };
  calls.push(call);
  void request
    .clone()
    .text()
    .then((text) => {
      try {
        call.body = text ? JSON.parse(text) : undefined;
      } catch {
        call.body = text;
      }
    });
}

function respond(answer: FakeAnswer) {
  if (answer.network) return HttpResponse.error();
  const { status = 200, body, headers } = answer;
  return body === undefined || status === 204 ? new HttpResponse(null, { status, headers }) : HttpResponse.json(body, { status, headers });
}

export const fakeApi = {
  /** Fills a content type's table (or 'users'), in place of what it held. */
  seed(type: AnyContentType | 'users', rows: readonly object[]) {
    tables.set(typeof type === 'string' ? type : type.name, rows.map((row) => ({ ...row })) as { id: number }[]);
  },
  /** The rows a content type's table holds now. */
  rows(type: AnyContentType) {
    return tables.get(type.name) ?? [];
  },
  /** Answers 'METHOD /path' this way from now on in this test (a failure, a pending call, a fixed body). */
  answer(key: string, answer: Answer) {
    const [method, path] = key.split(' ') as [string, string];
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    server.use(
      http[verb](anyOrigin(path), async ({ request }) => {
        const call = calls.findLast((c) => c.method === method && c.path === new URL(request.url).pathname) ?? {
          method,
          path,
          query: Object.fromEntries(new URL(request.url).searchParams),
          body: undefined,
          headers: headersOf(request),
        };
        const text = await request.clone().text();
        try {
          if (text) call.body = JSON.parse(text) as unknown;
        } catch {
          call.body = text; // a multipart upload
        }
        const given = typeof answer === 'function' ? await answer(call) : answer;
        if (given.pending) await delay('infinite');
        return respond(given);
      }),
    );
  },
  /** Serves these content types besides the product's (a test fixture's type). */
  serve(...types: AnyContentType[]) {
    served = [...CONTENT_TYPES, ...types];
    server.resetHandlers(...baseHandlers());
  },
  /** Every request made in this test, in order. */
  calls,
  /** The requests made to 'METHOD /path'. */
  callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  /** Back to empty tables and the declared answers; run after each test. */
  reset() {
    tables.clear();
    calls.length = 0;
    served = CONTENT_TYPES;
    server.resetHandlers(...baseHandlers());
  },
};
