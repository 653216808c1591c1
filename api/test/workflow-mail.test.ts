import type { FastifyInstance } from 'fastify';
import { TestMailServer, recipientOf } from 'tools/testing/mail-server';
import { BACKENDS, TestStore, bearer, expectStatus, login, samplePost, userWithRole } from './helpers';

/**
 * People are told (docs/workflow.md, "People are told"), through a real SMTP server in this
 * process: Publishers when a post awaits review, its author when changes are requested (with the
 * comment) or it is published, by hand or by the schedule; nobody of their own move; nobody who
 * turned the mails off; nothing queued when mail is not configured.
 */
const FROM = 'Savanna Digital <no-reply@savanna.example>';
let now = new Date('2030-03-05T08:00:00.000Z');

describe.each(BACKENDS)('workflow mails [%s]', (backend) => {
  let store: TestStore;
  let smtp: TestMailServer;
  let app: FastifyInstance;
  let admin: string;
  let creator: Awaited<ReturnType<typeof userWithRole>>;
  let publishers: Awaited<ReturnType<typeof userWithRole>>[];

  beforeAll(async () => {
    smtp = await new TestMailServer().start();
    store = await new TestStore(backend).init();
    app = await store.app({ smtpUrl: smtp.url, mailFrom: FROM, mailRetryBaseMs: 50, siteUrl: 'https://www.savanna.example' }, { clock: () => new Date(now) });
    admin = await login(app);
    creator = await userWithRole(app, admin, 'Content_Creator');
    publishers = [await userWithRole(app, admin, 'Publisher'), await userWithRole(app, admin, 'Publisher')];
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
    await smtp?.stop();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await app.mail.runOnce();
    smtp.received.length = 0;
  });

  const move = (token: string, id: number, transition: string, extra: Record<string, unknown> = {}) =>
    expectStatus(app, { method: 'POST', url: `/api/posts/${id}/transitions`, headers: bearer(token), payload: { transition, ...extra } }, 200);
  const draft = async (title: string) =>
    (await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(creator.token), payload: samplePost({ title }) }, 201)).json().id as number;
  /** Everything the outbox sends now, as recipient → subject. */
  const sent = async () => {
    await app.mail.runOnce();
    return smtp.received.map((mail) => ({
      to: recipientOf(mail),
      subject: mail.subject,
      text: mail.text ?? '',
      replyTo: mail.replyTo?.value.map((a) => `${a.name} <${a.address}>`) ?? [],
    }));
  };
  const preferences = (token: string, workflow_emails: unknown) =>
    app.inject({ method: 'PATCH', url: '/api/auth/me/preferences', headers: bearer(token), payload: { workflow_emails } });

  it('tells the Publishers a post awaits review, and its author that changes were requested, with the comment', async () => {
    const id = await draft('Clinic booking');
    await move(creator.token, id, 'submit');
    const review = await sent();
    expect(review.map((m) => m.to).sort()).toEqual(publishers.map((p) => p.user.email_address).sort());
    expect(review[0]!.subject).toBe('Awaiting review: Clinic booking');
    expect(review[0]!.text).toContain('https://www.savanna.example/admin/dashboard/posts?state=review');
    expect(review[0]!.replyTo).toEqual([]);

    smtp.received.length = 0;
    await move(publishers[0]!.token, id, 'request_changes', { comment: 'Name the client, please.' });
    const changes = await sent();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ to: creator.user.email_address, subject: 'Changes requested: Clinic booking' });
    expect(changes[0]!.text).toContain('Name the client, please.');
    // Who asked, and a reply to the mail reaches that Publisher, not the no-reply sender.
    const asker = publishers[0]!.user;
    expect(changes[0]!.text).toContain(`${asker.full_name} requested changes to your post "Clinic booking"`);
    expect(changes[0]!.replyTo).toEqual([`${asker.full_name} <${asker.email_address}>`]);
  });

  it('tells the author when the post is published, by a Publisher or by the schedule; never the one who moved it', async () => {
    const id = await draft('Harbour tracking');
    await move(creator.token, id, 'submit');
    await sent();
    smtp.received.length = 0;
    await move(publishers[1]!.token, id, 'publish');
    const published = await sent();
    expect(published).toEqual([expect.objectContaining({ to: creator.user.email_address, subject: 'Published: Harbour tracking', replyTo: [] })]);
    // The public page as well as the back office, and who published it.
    expect(published[0]!.text).toContain(`See it on the site: https://www.savanna.example/projects/${id}\n`);
    expect(published[0]!.text).toContain('In the back office: https://www.savanna.example/admin/dashboard/posts?state=published');
    expect(published[0]!.text).toContain(`is published by ${publishers[1]!.user.full_name}.`);

    // The schedule: nobody moved it, so its author hears it went live as scheduled.
    const later = await draft('Dock planning');
    smtp.received.length = 0;
    await move(admin, later, 'schedule', { publish_at: new Date(now.getTime() + 10 * 60_000).toISOString() });
    now = new Date(now.getTime() + 11 * 60_000);
    expect(await app.publishDue()).toBe(1);
    const scheduled = await sent();
    expect(scheduled).toEqual([expect.objectContaining({ to: creator.user.email_address, subject: 'Published: Dock planning' })]);
    expect(scheduled[0]!.text).toContain('as scheduled');
    expect(scheduled[0]!.text).toContain(`https://www.savanna.example/projects/${later}`);

    // An Admin's own post, published by the Admin: nobody to tell.
    const own = (await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost({ title: 'Own post' }) }, 201)).json()
      .id as number;
    smtp.received.length = 0;
    await move(admin, own, 'unpublish');
    await move(admin, own, 'publish');
    expect(await sent()).toEqual([]);
  });

  it('names the title in every subject, a pending change’s own title while it waits', async () => {
    const id = (
      await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost({ title: 'Water kiosks' }) }, 201)
    ).json().id as number;
    // The creator edits the live post: the change waits as a draft under its new title.
    await expectStatus(
      app,
      { method: 'PUT', url: `/api/posts/${id}`, headers: bearer(creator.token), payload: samplePost({ title: 'Water kiosks, phase 2' }) },
      200,
    );
    await app.db.query('UPDATE posts SET author_id = $1 WHERE id = $2', [creator.user.id, id]);
    smtp.received.length = 0;
    await move(creator.token, id, 'submit');
    expect((await sent()).map((m) => m.subject)).toEqual(['Awaiting review: Water kiosks, phase 2', 'Awaiting review: Water kiosks, phase 2']);
    smtp.received.length = 0;
    await move(publishers[0]!.token, id, 'request_changes', { comment: 'Add the county.' });
    expect((await sent()).map((m) => m.subject)).toEqual(['Changes requested: Water kiosks, phase 2']);
    smtp.received.length = 0;
    await move(creator.token, id, 'submit');
    await sent();
    smtp.received.length = 0;
    await move(publishers[0]!.token, id, 'publish');
    expect((await sent()).map((m) => m.subject)).toEqual(['Published: Water kiosks, phase 2']);
  });

  it('each person can turn the mails off (and on again) for themselves', async () => {
    expect((await expectStatus(app, { url: '/api/auth/me/preferences', headers: bearer(creator.token) }, 200)).json()).toEqual({
      workflow_emails: true,
      language: null,
    });
    const off = await preferences(publishers[0]!.token, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ workflow_emails: false, language: null });
    expect((await preferences(creator.token, false)).statusCode).toBe(200);

    const id = await draft('Quiet post');
    await move(creator.token, id, 'submit');
    await move(publishers[0]!.token, id, 'request_changes', { comment: 'Shorter.' });
    // Only the Publisher who kept them on hears of the review; the author hears nothing.
    expect((await sent()).map((m) => m.to)).toEqual([publishers[1]!.user.email_address]);

    expect((await preferences(creator.token, true)).json()).toEqual({ workflow_emails: true, language: null });
    smtp.received.length = 0;
    await move(creator.token, id, 'submit');
    await move(publishers[1]!.token, id, 'publish');
    // The review to the Publisher who kept them on, the publish to the author who turned them on again.
    // The outbox delivers in parallel, so the two arrive in either order.
    expect((await sent()).map((m) => m.to).sort()).toEqual([publishers[1]!.user.email_address, creator.user.email_address].sort());
    expect((await preferences(publishers[0]!.token, true)).statusCode).toBe(200);
  });

  it('answers bad preferences with a clear 400, and 401 without a token', async () => {
    for (const [value, message] of [
      ['no', /true or false/],
      [null, /true or false/],
      [undefined, /true or false/],
    ] as const) {
      const res = await preferences(creator.token, value);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const extra = await app.inject({
      method: 'PATCH',
      url: '/api/auth/me/preferences',
      headers: bearer(creator.token),
      payload: { workflow_emails: true, role: 'Admin' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Unknown field: role; use workflow_emails or language');
    expect((await app.inject({ method: 'PATCH', url: '/api/auth/me/preferences', payload: { workflow_emails: false } })).statusCode).toBe(401);
  });

  it('keeps the back office language each person chooses, apart from their mails (docs/i18n.md, "Back office")', async () => {
    const patch = (token: string, payload: unknown) =>
      app.inject({ method: 'PATCH', url: '/api/auth/me/preferences', headers: bearer(token), payload: payload as object });
    const chosen = await patch(creator.token, { language: 'sw' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ workflow_emails: true, language: 'sw' });
    // Turning the mails off keeps the language, and the other way round.
    expect((await patch(creator.token, { workflow_emails: false })).json()).toEqual({ workflow_emails: false, language: 'sw' });
    expect((await patch(creator.token, { language: 'fr' })).json()).toEqual({ workflow_emails: false, language: 'fr' });
    expect((await expectStatus(app, { url: '/api/auth/me/preferences', headers: bearer(creator.token) }, 200)).json()).toEqual({
      workflow_emails: false,
      language: 'fr',
    });
    // Another person's choice is their own.
    expect((await expectStatus(app, { url: '/api/auth/me/preferences', headers: bearer(admin) }, 200)).json().language).toBeNull();
    // null: follow the browser's language again.
    expect((await patch(creator.token, { language: null, workflow_emails: true })).json()).toEqual({ workflow_emails: true, language: null });

    for (const language of ['de', 'EN', '', 7]) {
      const refused = await patch(creator.token, { language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('language must be en, sw, fr or null');
    }
    expect((await patch(creator.token, {})).json().message).toBe('Give workflow_emails (true or false) or language (en, sw, fr or null)');
  });
});

describe('workflow mails without SMTP_URL', () => {
  it('queues nothing: no mail would ever be sent', async () => {
    const store = await new TestStore('pglite').init();
    const app = await store.app({ smtpUrl: undefined });
    try {
      const admin = await login(app);
      const creator = await userWithRole(app, admin, 'Content_Creator');
      await userWithRole(app, admin, 'Publisher');
      const id = (await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(creator.token), payload: samplePost() }, 201)).json()
        .id as number;
      await expectStatus(app, { method: 'POST', url: `/api/posts/${id}/transitions`, headers: bearer(creator.token), payload: { transition: 'submit' } }, 200);
      expect(await app.db.query(`SELECT id FROM mail_outbox WHERE kind LIKE 'workflow_%'`)).toEqual([]);
    } finally {
      await app.close();
      await store.destroy();
    }
  });
});
