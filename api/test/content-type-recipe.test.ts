import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES } from '@schemas';
import { FAQS_TABLE, faqs } from '../../remote-shared/src/schemas/test-fixtures';
import { BACKENDS, TestStore, bearer, expectStatus, login, userWithRole } from './helpers';

// docs/adding-a-content-type.md, exercised: a type declared only in a test fixture,
// given to the API with its table, answers list, create, update and delete like the real ones.
describe.each(BACKENDS)('a content type declared in a test fixture [%s]', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    store = await new TestStore(backend).init();
    app = await store.app({}, { contentTypes: [...CONTENT_TYPES, faqs] });
    await app.db.exec(FAQS_TABLE);
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
    expect((await expectStatus(app, { method: 'DELETE', url: `/api/faqs/${created.id}`, headers: bearer(admin) }, 404)).json()).toEqual({ message: 'Question not found' });
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
