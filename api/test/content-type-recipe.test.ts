import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES, defineContentType, text } from 'contracts';
import { FAQS_TABLE, faqs } from 'contracts/test-fixtures';
import { BACKENDS, TestStore, bearer, expectStatus, login, userWithRole } from './helpers';
import { afterShipped, shippedAnd } from './migration-files';
import { storageDrift } from './storage';

/** The fixture type's migration, a file after the shipped ones as the recipe says. */
const FAQS_MIGRATION = afterShipped(1, 'faqs', `${FAQS_TABLE};\n`);

// docs/adding-a-content-type.md, exercised: a type declared only in a test fixture,
// given to the API with its migration, answers list, create, update and delete like the real ones.
describe.each(BACKENDS)('a content type declared in a test fixture [%s]', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    store = await new TestStore(backend).init();
    app = await store.app({}, { contentTypes: [...CONTENT_TYPES, faqs], migrations: shippedAnd(FAQS_MIGRATION) });
    admin = await login(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const question = { question: 'Do you work outside Kenya?', answer: 'Yes: in Rwanda, Ethiopia and beyond.' };

  test('list, create, update and delete through HTTP, with the declared messages and access', async () => {
    expect((await expectStatus(app, { url: '/api/faqs' }, 200)).json()).toEqual([]);

    const created = (await expectStatus(app, { method: 'POST', url: '/api/faqs', headers: bearer(admin), payload: question }, 201)).json();
    expect(created).toMatchObject({ ...question, id: expect.any(Number) });
    expect((await expectStatus(app, { url: '/api/faqs' }, 200)).json()).toEqual([created]);

    const changed = { ...question, answer: 'Yes, across East Africa.' };
    const updated = await expectStatus(app, { method: 'PUT', url: `/api/faqs/${created.id}`, headers: bearer(admin), payload: changed }, 200);
    expect(updated.json()).toMatchObject({ ...changed, id: created.id });
    // The public cache was dropped by the write.
    expect((await expectStatus(app, { url: '/api/faqs' }, 200)).json()).toEqual([updated.json()]);

    await expectStatus(app, { method: 'DELETE', url: `/api/faqs/${created.id}`, headers: bearer(admin) }, 204);
    expect((await expectStatus(app, { url: '/api/faqs' }, 200)).json()).toEqual([]);
    expect((await expectStatus(app, { method: 'DELETE', url: `/api/faqs/${created.id}`, headers: bearer(admin) }, 404)).json()).toEqual({
      message: 'Question not found',
    });
  });

  test('validation, tokens and roles come from the declaration', async () => {
    const refused = await expectStatus(app, { method: 'POST', url: '/api/faqs', headers: bearer(admin), payload: { question: ' ' } }, 400);
    expect(refused.json()).toEqual({
      message: 'Question is required',
      issues: [
        { path: 'question', message: 'Question is required' },
        { path: 'answer', message: 'Answer is required' },
      ],
    });
    await expectStatus(app, { method: 'POST', url: '/api/faqs', payload: question }, 401);
    const creator = await userWithRole(app, admin, 'Content_Creator');
    await expectStatus(app, { method: 'POST', url: '/api/faqs', headers: bearer(creator.token), payload: question }, 403);
  });

  test('its routes are in the OpenAPI document', async () => {
    const paths = (await expectStatus(app, { url: '/api/docs/json' }, 200)).json().paths;
    expect(Object.keys(paths['/api/faqs'])).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/faqs/{id}'])).toEqual(['put', 'delete']);
  });
});

// "Add a field to a type" (api/src/db/migrations/README.md): one line in the declaration plus a
// migration, and the field is stored, validated, answered and listed; without the migration the
// storage check names the missing column.
describe.each(BACKENDS)('a field added to a declaration [%s]', (backend) => {
  const withTopic = defineContentType({ ...faqs, fields: { ...faqs.fields, topic: text('Topic', { max: 60 }) } });
  const TOPIC_MIGRATION = afterShipped(2, 'faq topics', 'ALTER TABLE faqs ADD COLUMN topic text;\n');
  let store: TestStore;
  beforeEach(async () => {
    store = await new TestStore(backend).init();
  });
  afterEach(async () => {
    await store.destroy();
  });

  test('with its migration it is stored, checked and answered', async () => {
    const app = await store.app({}, { contentTypes: [...CONTENT_TYPES, withTopic], migrations: shippedAnd({ ...FAQS_MIGRATION, ...TOPIC_MIGRATION }) });
    try {
      expect(await storageDrift(app.db, [...CONTENT_TYPES, withTopic])).toEqual([]);
      const admin = await login(app);
      const created = (
        await expectStatus(
          app,
          {
            method: 'POST',
            url: '/api/faqs',
            headers: bearer(admin),
            payload: { question: 'Where are you?', answer: 'Kigali, Nairobi, Addis Ababa.', topic: 'Offices' },
          },
          201,
        )
      ).json();
      expect(created).toMatchObject({ topic: 'Offices' });
      expect((await expectStatus(app, { url: '/api/faqs' }, 200)).json()).toEqual([created]);
      const tooLong = await expectStatus(
        app,
        { method: 'POST', url: '/api/faqs', headers: bearer(admin), payload: { question: 'Q', answer: 'A', topic: 'x'.repeat(61) } },
        400,
      );
      expect(tooLong.json().issues).toEqual([expect.objectContaining({ path: 'topic' })]);
    } finally {
      await app.close();
    }
  });

  test('without its migration the storage check names the missing column', async () => {
    const app = await store.app({}, { contentTypes: [...CONTENT_TYPES, withTopic], migrations: shippedAnd(FAQS_MIGRATION) });
    try {
      expect(await storageDrift(app.db, [withTopic])).toEqual(['faqs.topic: declared (text), not in the table']);
    } finally {
      await app.close();
    }
  });
});
