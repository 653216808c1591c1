import { PUBLISHED_FORMAT_MESSAGE } from 'contracts';
import { bearer, eachBackend, expectStatus, login, sampleHeader, samplePost, sampleTeamMember } from './helpers';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const IMAGE_REFUSED = 'Image must be an uploaded image or come from an allowed image host';

/** The three plain resources share one life cycle: create 201, read, update 200, delete 204, 404 after. */
const RESOURCES = [
  { name: 'posts', sample: samplePost, change: { title: 'Renamed project' }, required: 'Title is required', requiredPath: 'title' },
  { name: 'team', sample: sampleTeamMember, change: { position: 'CTO' }, required: 'Name is required', requiredPath: 'name' },
  { name: 'headers', sample: sampleHeader, change: { subtitle: 'New subtitle' }, required: 'Title is required', requiredPath: 'title' },
] as const;

eachBackend('content', ({ app }) => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(app());
  });

  describe.each(RESOURCES)('/api/$name', ({ name, sample, change, required, requiredPath }) => {
    const url = `/api/${name}`;

    test('create 201 → list → update 200 → delete 204 → 404', async () => {
      const created = await expectStatus(app(), { method: 'POST', url, headers: bearer(admin), payload: sample() }, 201);
      const record = created.json();
      expect(record).toMatchObject({ ...sample(), id: expect.any(Number) });
      expect(record.created_at).toMatch(ISO);
      expect(record.updated_at).toMatch(ISO);

      const list = await expectStatus(app(), { url }, 200);
      expect(Array.isArray(list.json())).toBe(true);
      expect(list.json()).toContainEqual(record);

      const updated = await expectStatus(app(), { method: 'PUT', url: `${url}/${record.id}`, headers: bearer(admin), payload: sample(change) }, 200);
      expect(updated.json()).toMatchObject({ ...sample(change), id: record.id, created_at: record.created_at });
      expect(Date.parse(updated.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(record.updated_at));

      const deleted = await expectStatus(app(), { method: 'DELETE', url: `${url}/${record.id}`, headers: bearer(admin) }, 204);
      expect(deleted.body).toBe('');
      expect((await app().inject({ url })).json().find((r: { id: number }) => r.id === record.id)).toBeUndefined();
      await expectStatus(app(), { method: 'DELETE', url: `${url}/${record.id}`, headers: bearer(admin) }, 404);
      await expectStatus(app(), { method: 'PUT', url: `${url}/${record.id}`, headers: bearer(admin), payload: sample() }, 404);
    });

    test('a missing required field answers 400 with the spec message', async () => {
      const res = await expectStatus(app(), { method: 'POST', url, headers: bearer(admin), payload: sample({ [requiredPath]: '   ' }) }, 400);
      expect(res.json().message).toBe(required);
      expect(res.json().issues).toContainEqual({ path: requiredPath, message: required });
    });

    test.each(['abc', '0', '-1', '1.5', '99999999999', '1e400'])('id %s answers 400', async (id) => {
      const res = await expectStatus(app(), { method: 'DELETE', url: `${url}/${id}`, headers: bearer(admin) }, 400);
      expect(res.json()).toEqual({
        message: 'The id must be a positive whole number',
        issues: [{ path: 'id', message: 'The id must be a positive whole number' }],
      });
    });

    test('image addresses: our uploads, our own origin (stored as a path) and the image host only', async () => {
      const save = (image_url: string) => app().inject({ method: 'POST', url, headers: bearer(admin), payload: sample({ image_url }) });
      expect((await save('/uploads/abc123.webp')).json().image_url).toBe('/uploads/abc123.webp');
      expect((await save('http://localhost:80/uploads/abc.png')).json().image_url).toBe('/uploads/abc.png');
      const cloud = 'https://res.cloudinary.com/demo/image/upload/v1/sample.jpg';
      expect((await save(cloud)).json().image_url).toBe(cloud);
      for (const refused of [
        'https://evil.example.com/x.png',
        'http://res.cloudinary.com/demo/x.png',
        'https://user:pw@res.cloudinary.com/x.png',
        '/uploads/../jwt-secret',
        '/etc/passwd',
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
      ]) {
        const res = await save(refused);
        expect(res.statusCode).toBe(400);
        expect(res.json().issues).toEqual([{ path: 'image_url', message: expect.any(String) }]);
      }
      expect((await save('https://evil.example.com/x.png')).json().message).toBe(IMAGE_REFUSED);
    });
  });

  test('GET /api/posts/{id}: 200 with the record, 404 when unknown', async () => {
    const created = (await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost() }, 201)).json();
    expect((await expectStatus(app(), { url: `/api/posts/${created.id}` }, 200)).json()).toEqual(created);
    expect((await expectStatus(app(), { url: '/api/posts/2147483647' }, 404)).json()).toEqual({ message: 'Post not found' });
  });

  test('posts: newest first by created_at; optional fields null; status defaults to Pending', async () => {
    const ids: number[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      ids.push((await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost({ title }) }, 201)).json().id);
    }
    const list = (await expectStatus(app(), { url: '/api/posts' }, 200)).json() as { id: number; created_at: string }[];
    const ours = list.filter((p) => ids.includes(p.id)).map((p) => p.id);
    expect(ours).toEqual([...ids].reverse());
    const times = list.map((p) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const bare = await expectStatus(
      app(),
      {
        method: 'POST',
        url: '/api/posts',
        headers: bearer(admin),
        payload: { title: 'T', description: 'D', category: 'C', image_url: '/uploads/x.webp', status: '', client: '  ', published: null },
      },
      201,
    );
    expect(bare.json()).toMatchObject({ status: 'Pending', client: null, published: null });
  });

  test('posts: published must be a long-form English date; status one of the three', async () => {
    const bad = await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost({ published: '2025-03-05' }) }, 400);
    expect(bad.json().issues).toEqual([{ path: 'published', message: PUBLISHED_FORMAT_MESSAGE }]);
    await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost({ published: 'February 30, 2025' }) }, 400);
    await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost({ status: 'Done' }) }, 400);
    for (const status of ['Pending', 'Ongoing', 'Completed']) {
      expect(
        (await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost({ status }) }, 201)).json().status,
      ).toBe(status);
    }
  });

  test('headers: subtitle optional (null), a literal \\n in a title is kept as written', async () => {
    const res = await expectStatus(
      app(),
      { method: 'POST', url: '/api/headers', headers: bearer(admin), payload: { title: 'Line one\\nLine two', description: 'D', subtitle: '' } },
      201,
    );
    expect(res.json()).toMatchObject({ title: 'Line one\\nLine two', subtitle: null, image_url: null });
  });

  test('fields over their length limit are refused', async () => {
    const res = await expectStatus(
      app(),
      { method: 'POST', url: '/api/team', headers: bearer(admin), payload: sampleTeamMember({ name: 'x'.repeat(101) }) },
      400,
    );
    expect(res.json().issues).toEqual([{ path: 'name', message: 'Name must be at most 100 characters' }]);
  });

  describe('/api/mission-vision', () => {
    test('lists the items; PUT with the id in the body updates one (200), unknown id 404', async () => {
      const items = (await expectStatus(app(), { url: '/api/mission-vision' }, 200)).json();
      expect(items.map((i: { title: string }) => i.title)).toEqual(['Our Mission', 'Our Vision']);
      const item = { id: items[0].id, title: 'Our Mission', icon: '🎯', text: 'Serve citizens better.', image_url: '/uploads/demo/mission.webp' };
      const res = await expectStatus(app(), { method: 'PUT', url: '/api/mission-vision', headers: bearer(admin), payload: item }, 200);
      expect(res.json()).toMatchObject(item);
      expect((await app().inject({ url: '/api/mission-vision' })).json()[0]).toMatchObject(item);
      await expectStatus(app(), { method: 'PUT', url: '/api/mission-vision', headers: bearer(admin), payload: { ...item, id: 999 } }, 404);
      const missing = await expectStatus(app(), { method: 'PUT', url: '/api/mission-vision', headers: bearer(admin), payload: { title: 'x' } }, 400);
      expect(missing.json().issues[0].path).toBe('id');
      for (const id of [2_147_483_648, Number.MAX_SAFE_INTEGER, 0, -3, 1.5, '1']) {
        expect((await app().inject({ method: 'PUT', url: '/api/mission-vision', headers: bearer(admin), payload: { ...item, id } })).statusCode).toBe(400);
      }
    });

    test('an icon is text, or an image address that follows the image rules', async () => {
      const id = (await app().inject({ url: '/api/mission-vision' })).json()[1].id;
      const put = (icon: string) =>
        app().inject({ method: 'PUT', url: '/api/mission-vision', headers: bearer(admin), payload: { id, title: 'Our Vision', icon, text: '' } });
      expect((await put('👁')).json().icon).toBe('👁');
      expect((await put('http://localhost:80/uploads/icon.webp')).json().icon).toBe('/uploads/icon.webp');
      const refused = await put('https://evil.example.com/icon.png');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([{ path: 'icon', message: IMAGE_REFUSED }]);
    });
  });
});

eachBackend(
  'content with PUBLIC_URL',
  ({ app }) => {
    test('absolute addresses on the public origin are stored as /uploads/ paths', async () => {
      const admin = await login(app());
      const res = await expectStatus(
        app(),
        { method: 'POST', url: '/api/team', headers: bearer(admin), payload: sampleTeamMember({ image_url: 'https://www.example.com/uploads/face.webp' }) },
        201,
      );
      expect(res.json().image_url).toBe('/uploads/face.webp');
    });
  },
  { publicUrl: 'https://www.example.com' },
);
