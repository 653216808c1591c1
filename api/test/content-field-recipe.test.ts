import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES } from 'contracts';
import { FAQS_AUDIENCE_COLUMNS, FAQS_TABLE, faqsWithAudience } from 'contracts/test-fixtures';
import { BACKENDS, TestStore, bearer, expectStatus, login } from './helpers';

// "Add a field to a type" (docs/content-sections.md), exercised: the fixture type with one field line
// more (a translated one) and its migration stores, answers, validates, translates and documents it.
describe.each(BACKENDS)('a field added to a declared type [%s]', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    store = await new TestStore(backend).init();
    app = await store.app({}, { contentTypes: [...CONTENT_TYPES, faqsWithAudience] });
    await app.db.exec(FAQS_TABLE);
    await app.db.exec(FAQS_AUDIENCE_COLUMNS);
    admin = await login(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const question = { question: 'Do you work outside Kenya?', answer: 'Yes: in Rwanda, Ethiopia and beyond.' };

  test('the new field is written, read, translated and optional', async () => {
    const created = (
      await expectStatus(
        app,
        {
          method: 'POST',
          url: '/api/faqs',
          headers: bearer(admin),
          payload: { ...question, audience: 'Ministries', translations: { sw: { audience: 'Wizara' } } },
        },
        201,
      )
    ).json();
    expect(created).toMatchObject({ ...question, audience: 'Ministries' });
    expect((await expectStatus(app, { url: `/api/faqs?locale=sw` }, 200)).json()).toEqual([expect.objectContaining({ id: created.id, audience: 'Wizara' })]);
    const updated = (
      await expectStatus(app, { method: 'PUT', url: `/api/faqs/${created.id}`, headers: bearer(admin), payload: { ...question, audience: null } }, 200)
    ).json();
    expect(updated).toMatchObject({ audience: null });
    const history = (await expectStatus(app, { url: `/api/faqs/${created.id}/revisions`, headers: bearer(admin) }, 200)).json();
    expect(history.items[0]).toMatchObject({ fields: ['audience'], values: { audience: null } });
  });

  test('its declared limit is checked, with its label in the message', async () => {
    const refused = (
      await expectStatus(app, { method: 'POST', url: '/api/faqs', headers: bearer(admin), payload: { ...question, audience: 'x'.repeat(201) } }, 400)
    ).json();
    expect(refused.issues).toEqual([{ path: 'audience', message: 'Audience must be at most 200 characters' }]);
  });

  test('the OpenAPI document names it', async () => {
    const doc = (await expectStatus(app, { url: '/api/docs/json' }, 200)).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>>;
    };
    expect(Object.keys(doc.paths['/api/faqs']!.post!.requestBody!.content['application/json']!.schema.properties ?? {})).toContain('audience');
  });
});
