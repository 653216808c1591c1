import { ACTIVITY_PAGE_SIZE, type AuditEntry } from 'contracts';
import { auditRepository } from '../src/repositories/audit';
import { bearer, eachBackend, eventually, expectStatus, login, sampleContact, samplePost, sampleTeamMember, userWithRole } from './helpers';

/** The audit trail (docs/workflow.md, "Audit trail"), through HTTP. */
eachBackend('audit trail', ({ app }) => {
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    admin = await login(app());
    adminId = (await expectStatus(app(), { url: '/api/auth/me', headers: bearer(admin) }, 200)).json().id;
  });

  const entries = async (query = '') =>
    (await expectStatus(app(), { url: `/api/activity${query}`, headers: bearer(admin) }, 200)).json() as {
      items: AuditEntry[];
      total: number;
      page: number;
      pageSize: number;
    };
  /** Waits for the entry matching `match` (entries are written just after the answer). */
  const entry = (query: string, match: Partial<AuditEntry>) =>
    eventually(async () => {
      const found = (await entries(query)).items.find((item) =>
        Object.entries(match).every(([key, value]) => JSON.stringify(item[key as keyof AuditEntry]) === JSON.stringify(value)),
      );
      if (!found) throw new Error(`no entry ${JSON.stringify(match)} for ${query}`);
      return found;
    });

  it('records every write with actor, role, content type, id, changed field names, time and client IP', async () => {
    const created = (await expectStatus(app(), { method: 'POST', url: '/api/team', headers: bearer(admin), payload: sampleTeamMember() }, 201)).json();
    await expectStatus(app(), { method: 'PUT', url: `/api/team/${created.id}`, headers: bearer(admin), payload: sampleTeamMember({ position: 'CTO' }) }, 200);
    await expectStatus(app(), { method: 'DELETE', url: `/api/team/${created.id}`, headers: bearer(admin) }, 204);
    const made = await entry('?type=team', { action: 'content_created', record_id: created.id });
    expect(made).toMatchObject({ actor_id: adminId, actor_role: 'Admin', content_type: 'team', outcome: 'success', fields: ['name', 'position', 'image_url'] });
    expect(Date.parse(made.at)).not.toBeNaN();
    expect(made.ip).toBe('127.0.0.1');
    expect((await entry('?type=team', { action: 'content_updated', record_id: created.id })).fields).toEqual(['position']);
    await entry('?type=team', { action: 'content_deleted', record_id: created.id });
  });

  it('records sign-ins (and failed ones), transitions and role changes', async () => {
    const publisher = await userWithRole(app(), admin, 'Publisher');
    await entry(`?actor=${publisher.user.id}&action=sign_in`, { action: 'sign_in', outcome: 'success', record_id: publisher.user.id });
    expect(
      (await app().inject({ method: 'POST', url: '/api/auth/login', payload: { email: publisher.user.email_address, password: 'wrong-password-1' } }))
        .statusCode,
    ).toBe(401);
    await entry('?action=sign_in', { outcome: 'failure', record_id: publisher.user.id, reason: 'wrong password' });

    const post = (await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost() }, 201)).json();
    for (const transition of ['unpublish', 'restore', 'publish']) {
      await expectStatus(app(), { method: 'POST', url: `/api/posts/${post.id}/transitions`, headers: bearer(publisher.token), payload: { transition } }, 200);
    }
    const moves = await eventually(async () => {
      const found = (await entries(`?type=posts&action=content_transition&actor=${publisher.user.id}`)).items;
      if (found.length < 3) throw new Error('not yet');
      return found;
    });
    expect(moves.map((m) => m.reason)).toEqual(['publish: to published', 'restore: to draft', 'unpublish: to unpublished']);

    const { created_at: _c, updated_at: _u, id, ...fields } = publisher.user as unknown as Record<string, unknown>;
    await expectStatus(
      app(),
      { method: 'PUT', url: `/api/users/${id}`, headers: bearer(admin), payload: { ...fields, role: 'Content_Creator', password: '' } },
      200,
    );
    await entry(`?action=role_changed`, { record_id: publisher.user.id, content_type: 'user', reason: 'Publisher to Content_Creator' });
  });

  it("holds ids, never a visitor's personal data, so erasure leaves it as it is", async () => {
    const visitor = sampleContact({ name: 'Zawadi Achieng', email_address: 'zawadi.audit@example.org', message: 'Private words.' });
    await expectStatus(app(), { method: 'POST', url: '/api/contacts', payload: visitor }, 201);
    const inbox = (await expectStatus(app(), { url: '/api/contacts?q=zawadi.audit', headers: bearer(admin) }, 200)).json();
    const contactId = inbox.items[0].id as number;
    await expectStatus(app(), { method: 'PATCH', url: `/api/contacts/${contactId}`, headers: bearer(admin), payload: { state: 'read' } }, 200);
    await entry('?action=contact_state_changed', { record_id: contactId });
    const before = (await entries()).total;
    await expectStatus(
      app(),
      { method: 'DELETE', url: `/api/privacy/subject?email=${encodeURIComponent(visitor.email_address)}`, headers: bearer(admin) },
      200,
    );
    // Entries are written just after each answer, so wait for the erasure's own entry rather than
    // for a count (another late entry could make up the count first).
    await entry('?action=personal_data_erased', { action: 'personal_data_erased', actor_id: adminId });
    expect((await entries()).total).toBeGreaterThan(before);
    await entry('?action=contact_state_changed', { record_id: contactId });
    const csv = (await expectStatus(app(), { url: '/api/activity/export.csv', headers: bearer(admin) }, 200)).body;
    for (const personal of ['Zawadi', 'zawadi.audit', 'Private words']) expect(csv).not.toContain(personal);
    expect(csv).toContain(`"contact_state_changed","success","contact","${contactId}"`);
  });

  it('no route changes or removes an entry, and the database refuses it', async () => {
    const [first] = (await entries()).items;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/activity', `/api/activity/${first!.id}`]) {
        const res = await app().inject({ method, url, headers: bearer(admin), payload: method === 'DELETE' ? undefined : { action: 'sign_in' } });
        expect([404, 405]).toContain(res.statusCode);
      }
    }
    await expect(app().db.query('UPDATE audit_log SET action = $1', ['forged'])).rejects.toThrow(/append-only/);
    await expect(app().db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(app().db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await entries()).items[0]).toEqual(first);
  });

  it('filters by person, content type, action and date range; pages on the server; exports CSV', async () => {
    const creator = await userWithRole(app(), admin, 'Content_Creator');
    for (let i = 0; i < ACTIVITY_PAGE_SIZE + 2; i += 1) {
      await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(creator.token), payload: samplePost({ title: `Audit ${i}` }) }, 201);
    }
    const mine = await eventually(async () => {
      const page = await entries(`?actor=${creator.user.id}&type=posts&action=content_created`);
      if (page.total !== ACTIVITY_PAGE_SIZE + 2) throw new Error(`${page.total} so far`);
      return page;
    });
    expect(mine.items).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(
      mine.items.every((item) => item.actor_id === creator.user.id && item.actor_role === 'Content_Creator' && item.actor_name === creator.user.full_name),
    ).toBe(true);
    const second = await entries(`?actor=${creator.user.id}&type=posts&action=content_created&page=2`);
    expect(second).toMatchObject({ page: 2, pageSize: ACTIVITY_PAGE_SIZE, total: ACTIVITY_PAGE_SIZE + 2 });
    expect(second.items).toHaveLength(2);

    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`?actor=${creator.user.id}&from=${today}&to=${today}`)).total).toBeGreaterThan(ACTIVITY_PAGE_SIZE);
    expect((await entries(`?actor=${creator.user.id}&to=2000-01-01`)).total).toBe(0);
    expect((await entries(`?actor=${creator.user.id}&from=2999-01-01`)).total).toBe(0);

    const csv = await expectStatus(app(), { url: `/api/activity/export.csv?actor=${creator.user.id}&action=content_created`, headers: bearer(admin) }, 200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,actor_id,actor_name,actor_role,action,outcome,content_type,record_id,fields,ip,reason');
    expect(lines).toHaveLength(ACTIVITY_PAGE_SIZE + 3);
  });

  it("answers each filter's total from the kept counts exactly as counting the entries would", async () => {
    // Entries straight into the table (as the benchmark seeds them): days apart, around a UTC
    // midnight, with and without an actor or a content type.
    await app().db.query(`
      INSERT INTO audit_log (at, actor_id, actor_role, action, outcome, content_type, record_id, ip)
      SELECT timestamptz '2001-03-10T00:00:00Z' + (g * interval '7 hours') - interval '1 second',
             CASE WHEN g % 4 = 0 THEN NULL ELSE 900000 + g % 3 END, 'Admin',
             (ARRAY['sign_in', 'content_updated', 'content_deleted'])[1 + g % 3], 'success',
             (ARRAY['posts', 'team', NULL])[1 + g % 5 % 3], g, '10.0.0.1'
      FROM generate_series(1, 60) AS g`);
    // The product writes every entry through the repository, which is how PGlite's remembered
    // totals learn of it; entries put straight into the table are announced by hand.
    auditRepository.forgetTotals(app().db);
    const filters = [
      '',
      '?actor=900001',
      '?type=team',
      '?action=sign_in',
      '?actor=900002&type=posts&action=content_updated',
      '?from=2001-03-11&to=2001-03-13',
      '?from=2001-03-12',
      '?to=2001-03-11',
      '?actor=900000&from=2001-03-11&to=2001-03-14',
      '?type=posts&action=sign_in&to=2001-03-15',
      '?actor=900001&type=nothing',
    ];
    for (const query of filters) {
      const params = new URLSearchParams(query);
      const clauses: string[] = [];
      const values: unknown[] = [];
      const add = (sql: string, value: unknown) => {
        values.push(value);
        clauses.push(sql.replace('?', `$${values.length}`));
      };
      if (params.has('actor')) add('actor_id = ?', Number(params.get('actor')));
      if (params.has('type')) add('content_type = ?', params.get('type'));
      if (params.has('action')) add('action = ?', params.get('action'));
      if (params.has('from')) add(`at >= (?::date)::timestamp AT TIME ZONE 'UTC'`, params.get('from'));
      if (params.has('to')) add(`at < (?::date + 1)::timestamp AT TIME ZONE 'UTC'`, params.get('to'));
      const n = (
        await app().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''}`, values)
      )[0]!.n;
      const page = await entries(query);
      expect({ query, total: page.total }).toEqual({ query, total: n });
      expect(page.items).toHaveLength(Math.min(n, ACTIVITY_PAGE_SIZE));
    }
    // Past the last page: no rows, the same total.
    expect(await entries('?actor=900001&page=999')).toMatchObject({ items: [], page: 999 });
  });

  it('a total read before an entry is written counts the entry once it is (PGlite remembers totals between entries)', async () => {
    const before = (await entries('?action=sign_in')).total;
    expect((await entries('?action=sign_in')).total).toBe(before);
    await login(app());
    const after = await eventually(async () => {
      const page = await entries('?action=sign_in');
      if (page.total !== before + 1) throw new Error(`${page.total} sign-ins, expected ${before + 1}`);
      return page;
    });
    expect(after.items[0]).toMatchObject({ action: 'sign_in', actor_id: adminId, outcome: 'success' });
  });

  it('keeps its totals right when the count tables are compacted', async () => {
    const before = await Promise.all(['', '?action=sign_in', '?type=team'].map(async (query) => (await entries(query)).total));
    await auditRepository.compactCounts(app().db);
    auditRepository.forgetTotals(app().db);
    expect(await Promise.all(['', '?action=sign_in', '?type=team'].map(async (query) => (await entries(query)).total))).toEqual(before);
  });

  it('answers bad filters with a clear 400 and changes nothing', async () => {
    const cases: [string, RegExp][] = [
      ['?colour=red', /Unknown filter: colour/],
      ['?action=hack', /action must be one of/],
      ['?from=yesterday', /Dates are written yyyy-mm-dd/],
      ['?to=2025-02-31x', /Dates are written yyyy-mm-dd/],
      ['?page=0', /The page must be a whole number from 1/],
      ['?actor=abc', /actor is a user id/],
      ['?type=DROP%20TABLE', /type is a content type/],
    ];
    for (const [query, message] of cases) {
      const res = await app().inject({ url: `/api/activity${query}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect((await app().inject({ url: `/api/activity/export.csv${query.replace('page=0', 'colour=x')}`, headers: bearer(admin) })).statusCode).toBe(400);
    }
  });

  it('is for Admins only: 403 for a Publisher and a Content_Creator, 401 without a token', async () => {
    for (const role of ['Publisher', 'Content_Creator'] as const) {
      const { token } = await userWithRole(app(), admin, role);
      for (const url of ['/api/activity', '/api/activity/export.csv']) expect((await app().inject({ url, headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await app().inject({ url: '/api/activity' })).statusCode).toBe(401);
  });
});
