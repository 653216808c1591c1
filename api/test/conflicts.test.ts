import { CONTENT_TYPES, versioned } from 'contracts';
import { IF_MATCH_MESSAGE } from '../src/lib/if-match';
import { bearer, eachBackend, expectStatus, login, sampleHeader, samplePost, sampleTeamMember, userWithRole } from './helpers';

/** No lost edits (docs/workflow.md, "Conflicts"): an update carries the version it started from. */
eachBackend('edit versions and conflicts', ({ app }) => {
  let admin: string;
  let publisher: { token: string; name: string };

  beforeAll(async () => {
    admin = await login(app());
    const made = await userWithRole(app(), admin, 'Publisher');
    publisher = { token: made.token, name: made.user.full_name };
  });

  const put = (url: string, token: string, payload: object, ifMatch?: string) =>
    app().inject({ method: 'PUT', url, headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) }, payload });

  const cases = [
    { path: '/api/posts', sample: samplePost, field: 'title' },
    { path: '/api/team', sample: sampleTeamMember, field: 'name' },
    { path: '/api/headers', sample: sampleHeader, field: 'title' },
  ];

  for (const { path, sample, field } of cases) {
    it(`${path}: a stale update is refused with who and when, and changes nothing`, async () => {
      const created = (await expectStatus(app(), { method: 'POST', url: path, headers: bearer(admin), payload: sample() }, 201)).json();
      expect(created.version).toBe(1);
      const first = await put(`${path}/${created.id}`, publisher.token, sample({ [field]: 'Saved first' }), '"1"');
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBe('"2"');
      expect(first.json().version).toBe(2);

      const second = await put(`${path}/${created.id}`, admin, sample({ [field]: 'Saved second' }), '"1"');
      expect(second.statusCode).toBe(412);
      const body = second.json();
      expect(body.message).toContain(`changed by ${publisher.name}`);
      expect(body.version).toBe(2);
      expect(body.changed_by).toEqual({ id: expect.any(Number), full_name: publisher.name });
      expect(Date.parse(body.changed_at)).not.toBeNaN();
      expect(body.current[field]).toBe('Saved first');

      const list = (await expectStatus(app(), { url: path, headers: bearer(admin) }, 200)).json() as Record<string, unknown>[];
      expect(list.find((row) => row.id === created.id)).toMatchObject({ [field]: 'Saved first', version: 2 });
    });

    it(`${path}: an update without a version is accepted (spec §7's calls send none)`, async () => {
      const created = (await expectStatus(app(), { method: 'POST', url: path, headers: bearer(admin), payload: sample() }, 201)).json();
      await expectStatus(app(), { method: 'PUT', url: `${path}/${created.id}`, headers: bearer(admin), payload: sample({ [field]: 'One' }) }, 200);
      const res = await put(`${path}/${created.id}`, admin, sample({ [field]: 'Two' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ [field]: 'Two', version: 3 });
    });
  }

  // Every versioned type with a read of one record (posts today): derived from the declarations.
  const readable = cases.filter(({ path }) => CONTENT_TYPES.some((type) => type.path === path && type.access.read !== undefined && versioned(type)));
  it('every versioned type that reads one record is in these cases', () => {
    const expected = CONTENT_TYPES.filter((type) => type.access.read !== undefined && versioned(type)).map((type) => type.path);
    expect(readable.map(({ path }) => path)).toEqual(expected);
  });
  for (const { path, sample, field } of readable) {
    it(`${path}: the ETag of a read with a token goes back as If-Match: the update, then a 412, never a 400`, async () => {
      const created = (await expectStatus(app(), { method: 'POST', url: path, headers: bearer(admin), payload: sample() }, 201)).json();
      const read = async (locale = '') =>
        (await expectStatus(app(), { url: `${path}/${created.id}${locale}`, headers: bearer(publisher.token) }, 200)).headers.etag as string;
      // Twice: the second read comes from the public cache, which must hand a token holder the same tag.
      const tag = await read();
      expect(tag).toBe('"1"');
      expect(await read()).toBe(tag);
      expect(await read('?locale=sw')).toBe(tag);
      const saved = await put(`${path}/${created.id}`, publisher.token, sample({ [field]: 'Saved from a read' }), tag);
      expect(saved.statusCode).toBe(200);
      expect(await read()).toBe(saved.headers.etag);
      const stale = await put(`${path}/${created.id}`, admin, sample({ [field]: 'Saved from a stale read' }), tag);
      expect(stale.statusCode).toBe(412);
      // Anonymous reads keep the cache's own validator, and its 304.
      const anonymous = await expectStatus(app(), { url: `${path}/${created.id}` }, 200);
      expect(anonymous.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect((await app().inject({ url: `${path}/${created.id}`, headers: { 'if-none-match': String(anonymous.headers.etag) } })).statusCode).toBe(304);
    });
  }

  it('a malformed If-Match answers 400 and changes nothing', async () => {
    const created = (await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost() }, 201)).json();
    for (const bad of ['1', '"abc"', '"0"', '"-1"', '"99999999999"', 'W/', '"1", "2"']) {
      const res = await put(`/api/posts/${created.id}`, admin, samplePost({ title: 'Changed' }), bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IF_MATCH_MESSAGE);
    }
    const now = (await expectStatus(app(), { url: `/api/posts/${created.id}` }, 200)).json();
    expect(now).toMatchObject({ title: samplePost().title, version: 1 });
  });

  it('a weak tag and * are accepted; an unknown id is still a 404', async () => {
    const created = (await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost() }, 201)).json();
    expect((await put(`/api/posts/${created.id}`, admin, samplePost({ title: 'Weak' }), 'W/"1"')).statusCode).toBe(200);
    expect((await put(`/api/posts/${created.id}`, admin, samplePost({ title: 'Any' }), '*')).statusCode).toBe(200);
    expect((await put('/api/posts/999999', admin, samplePost(), '"1"')).statusCode).toBe(404);
  });

  it('mission-vision (id in the body) is checked the same way', async () => {
    const items = (await expectStatus(app(), { url: '/api/mission-vision' }, 200)).json() as {
      id: number;
      version: number;
      title: string;
      icon: string;
      text: string;
      image_url: string | null;
    }[];
    const item = items[0]!;
    const { created_at: _c, updated_at: _u, version, ...whole } = item as typeof item & { created_at: string; updated_at: string };
    expect((await put('/api/mission-vision', admin, { ...whole, title: 'Ours' }, `"${version}"`)).statusCode).toBe(200);
    const stale = await put('/api/mission-vision', publisher.token, { ...whole, title: 'Theirs' }, `"${version}"`);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.title).toBe('Ours');
  });

  it("a Content_Creator's pending edit of a live post is a new version too", async () => {
    const creator = await userWithRole(app(), admin, 'Content_Creator');
    const created = (await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost() }, 201)).json();
    expect((await put(`/api/posts/${created.id}`, creator.token, samplePost({ title: 'Pending' }), '"1"')).statusCode).toBe(200);
    const stale = await put(`/api/posts/${created.id}`, admin, samplePost({ title: 'Live' }), '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json().changed_by.full_name).toBe(creator.user.full_name);
    expect(stale.json().current.pending.title).toBe('Pending');
  });
});
