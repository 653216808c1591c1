import type { RecordHistory } from 'contracts';
import { bearer, eachBackend, expectStatus, login, sampleHeader, samplePost, sampleTeamMember } from './helpers';

type Row = Record<string, unknown> & { id: number };

/**
 * Translated content (docs/i18n.md, "Content"), through HTTP: writes take `translations`, reads
 * with `?locale=` answer each localized field in that locale (English where it is missing, named in
 * `missing_translations`), reads without it answer exactly as before, and the back office's
 * `?locale=all` gets the translations whole. Public caches keep one answer per locale.
 */
eachBackend('translated content', ({ app }) => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(app());
  });

  const create = async (path: string, payload: object) =>
    (await expectStatus(app(), { method: 'POST', url: path, headers: bearer(admin), payload }, 201)).json() as Row;
  const read = async (url: string) => (await expectStatus(app(), { url }, 200)).json() as Row;
  const list = async (url: string) => (await expectStatus(app(), { url }, 200)).json() as Row[];

  it('a post read in Kiswahili has its Kiswahili title and the English of what is missing, named', async () => {
    const post = await create(
      '/api/posts',
      samplePost({ title: 'Tax portal', translations: { sw: { title: 'Tovuti ya kodi', category: 'Jukwaa la Mtandao' } } }),
    );

    const sw = await read(`/api/posts/${post.id}?locale=sw`);
    expect(sw).toMatchObject({
      id: post.id,
      title: 'Tovuti ya kodi',
      category: 'Jukwaa la Mtandao',
      description: 'A portal for filing taxes.',
      client: 'Rwanda Revenue Authority',
    });
    expect(sw.missing_translations).toEqual(['description', 'client']);
    expect(sw).not.toHaveProperty('translations');

    const fr = await read(`/api/posts/${post.id}?locale=fr`);
    expect(fr).toMatchObject({ title: 'Tax portal', category: 'Web Platform', missing_translations: ['title', 'description', 'category', 'client'] });

    const listed = (await list('/api/posts?locale=sw')).find((row) => row.id === post.id);
    expect(listed).toMatchObject({ title: 'Tovuti ya kodi', missing_translations: ['description', 'client'] });
  });

  it('reads without a locale answer exactly as before: English, no translations, no missing list', async () => {
    const post = await create('/api/posts', samplePost({ title: 'Plain English', translations: { sw: { title: 'Kiingereza' } } }));
    const plain = await read(`/api/posts/${post.id}`);
    expect(plain.title).toBe('Plain English');
    const today = ['id', 'title', 'description', 'category', 'image_url', 'published', 'status', 'client', 'created_at', 'updated_at', 'version', 'images'];
    expect(Object.keys(plain).filter((key) => !today.includes(key))).toEqual([]);
    expect(plain).not.toHaveProperty('translations');
    expect(plain).not.toHaveProperty('missing_translations');
    const listed = await list('/api/posts');
    expect(listed.every((row) => !('translations' in row) && !('missing_translations' in row))).toBe(true);
    // English asked for explicitly: the same fields, nothing missing.
    expect(await read(`/api/posts/${post.id}?locale=en`)).toMatchObject({ title: 'Plain English', missing_translations: [] });
  });

  it('?locale=all gives the back office the translations whole', async () => {
    const member = await create(
      '/api/team',
      sampleTeamMember({ position: 'CEO', translations: { sw: { position: 'Mkurugenzi Mtendaji' }, fr: { position: 'Directeur général' } } }),
    );
    const all = (await list('/api/team?locale=all')).find((row) => row.id === member.id)!;
    expect(all).toMatchObject({ position: 'CEO', translations: { sw: { position: 'Mkurugenzi Mtendaji' }, fr: { position: 'Directeur général' } } });
    expect((await list('/api/team?locale=fr')).find((row) => row.id === member.id)).toMatchObject({ position: 'Directeur général', missing_translations: [] });
    // The back office's reads of every state take it too.
    const post = await create('/api/posts', samplePost({ translations: { fr: { client: 'Office rwandais des recettes' } } }));
    const adminRow = ((await expectStatus(app(), { url: '/api/posts?state=all&locale=all', headers: bearer(admin) }, 200)).json() as Row[]).find(
      (row) => row.id === post.id,
    );
    expect(adminRow).toMatchObject({ translations: { fr: { client: 'Office rwandais des recettes' } }, state: 'published' });
  });

  it('an update replaces the translations it sends, keeps them when it sends none, and blank values are dropped', async () => {
    const header = await create('/api/headers', sampleHeader({ translations: { sw: { title: 'Huduma za kidijitali', subtitle: 'Ushauri wa TEHAMA' } } }));
    const put = (payload: object) => expectStatus(app(), { method: 'PUT', url: `/api/headers/${header.id}`, headers: bearer(admin), payload }, 200);
    const translations = async () => (await list('/api/headers?locale=all')).find((row) => row.id === header.id)!.translations;

    await put(sampleHeader({ title: 'Digital services, renewed' }));
    expect(await translations()).toEqual({ sw: { title: 'Huduma za kidijitali', subtitle: 'Ushauri wa TEHAMA' } });

    await put(sampleHeader({ translations: { sw: { title: 'Huduma mpya', subtitle: '  ' }, fr: { description: 'Nous construisons des plateformes.' } } }));
    expect(await translations()).toEqual({ sw: { title: 'Huduma mpya' }, fr: { description: 'Nous construisons des plateformes.' } });

    await put(sampleHeader({ translations: { sw: null, fr: {} } }));
    expect(await translations()).toEqual({});
  });

  it('mission and vision (id in the body) take translations of title and text', async () => {
    const item = (await list('/api/mission-vision'))[0]!;
    const { id, title, icon, text, image_url } = item;
    await expectStatus(
      app(),
      {
        method: 'PUT',
        url: '/api/mission-vision',
        headers: bearer(admin),
        payload: { id, title, icon, text, image_url, translations: { sw: { title: 'Dhamira yetu' } } },
      },
      200,
    );
    const sw = (await list('/api/mission-vision?locale=sw')).find((row) => row.id === id)!;
    expect(sw).toMatchObject({ title: 'Dhamira yetu', text, missing_translations: text ? ['text'] : [] });
  });

  it('?locale=xx and malformed translations are 400 with a clear message; nothing is saved', async () => {
    for (const url of ['/api/posts?locale=xx', '/api/posts/1?locale=xx', '/api/team?locale=EN', '/api/headers?locale=', '/api/mission-vision?locale=de']) {
      const res = await app().inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/locale must be one of: en, sw, fr, all/);
    }
    const refused = [
      [{ translations: { de: { title: 'Steuerportal' } } }, /per locale: sw, fr.*not de/],
      [{ translations: { en: { title: 'Tax' } } }, /English is the fields themselves/],
      [{ translations: { sw: { image_url: '/uploads/x.webp' } } }, /only title, description, category, client; not image_url/],
      [{ translations: { sw: { title: 'x'.repeat(5000) } } }, /Title/],
      [{ translations: { sw: { title: 7 } } }, /Title must be text/],
      [{ translations: 'Kiswahili' }, /Translations must be an object per locale/],
    ] as const;
    const before = (await list('/api/posts')).length;
    for (const [extra, message] of refused) {
      const res = await app().inject({ method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost(extra) });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
    // English stays required whatever the translations.
    const res = await app().inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(admin),
      payload: samplePost({ title: '', translations: { sw: { title: 'Tovuti' } } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'title', message: 'Title is required' })]));
    expect((await list('/api/posts')).length).toBe(before);
  });

  it('public caches keep one answer per locale, and a write refreshes every one', async () => {
    const member = await create('/api/team', sampleTeamMember({ name: 'Cached Member', position: 'Engineer', translations: { sw: { position: 'Mhandisi' } } }));
    const positions = async () =>
      Object.fromEntries(
        await Promise.all(
          ['', '?locale=sw', '?locale=fr', '?locale=en'].map(async (query) => [
            query || 'none',
            (await list(`/api/team${query}`)).find((row) => row.id === member.id)!.position,
          ]),
        ),
      );
    // Twice: the second round comes from the cache, and must still differ per locale.
    expect(await positions()).toEqual({ none: 'Engineer', '?locale=sw': 'Mhandisi', '?locale=fr': 'Engineer', '?locale=en': 'Engineer' });
    expect(await positions()).toEqual({ none: 'Engineer', '?locale=sw': 'Mhandisi', '?locale=fr': 'Engineer', '?locale=en': 'Engineer' });
    const first = await app().inject({ url: '/api/team?locale=sw' });
    const english = await app().inject({ url: '/api/team' });
    expect(first.headers.etag).not.toBe(english.headers.etag);
    expect((await app().inject({ url: '/api/team?locale=sw', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);

    await expectStatus(
      app(),
      {
        method: 'PUT',
        url: `/api/team/${member.id}`,
        headers: bearer(admin),
        payload: sampleTeamMember({
          name: 'Cached Member',
          position: 'Engineer',
          translations: { sw: { position: 'Mhandisi mkuu' }, fr: { position: 'Ingénieure' } },
        }),
      },
      200,
    );
    expect(await positions()).toEqual({ none: 'Engineer', '?locale=sw': 'Mhandisi mkuu', '?locale=fr': 'Ingénieure', '?locale=en': 'Engineer' });
  });

  it('a revision keeps the translations; restoring it brings them back and names them as changed', async () => {
    const post = await create('/api/posts', samplePost({ title: 'Versioned', translations: { sw: { title: 'Toleo la kwanza' } } }));
    await expectStatus(
      app(),
      {
        method: 'PUT',
        url: `/api/posts/${post.id}`,
        headers: bearer(admin),
        payload: samplePost({ title: 'Versioned', translations: { sw: { title: 'Toleo la pili' }, fr: { title: 'Deuxième version' } } }),
      },
      200,
    );
    const history = (await expectStatus(app(), { url: `/api/posts/${post.id}/revisions`, headers: bearer(admin) }, 200)).json() as RecordHistory;
    expect(history.items.map((r) => [r.number, r.values.translations])).toEqual([
      [2, { sw: { title: 'Toleo la pili' }, fr: { title: 'Deuxième version' } }],
      [1, { sw: { title: 'Toleo la kwanza' } }],
    ]);
    expect(history.items[0]!.fields).toEqual(['translations']);

    const first = history.items[1]!;
    await expectStatus(app(), { method: 'POST', url: `/api/posts/${post.id}/revisions/${first.id}/restore`, headers: bearer(admin) }, 200);
    expect(await read(`/api/posts/${post.id}?locale=sw`)).toMatchObject({ title: 'Toleo la kwanza' });
    expect(await read(`/api/posts/${post.id}?locale=fr`)).toMatchObject({ title: 'Versioned', missing_translations: expect.arrayContaining(['title']) });
    const after = (await expectStatus(app(), { url: `/api/posts/${post.id}/revisions`, headers: bearer(admin) }, 200)).json() as RecordHistory;
    expect(after.items[0]).toMatchObject({ number: 3, action: 'restored', values: { translations: { sw: { title: 'Toleo la kwanza' } } } });
    expect(after.items[0]!.fields).toEqual(['translations']);
  });

  it('a revision names, per language, the localized fields whose translation it changed', async () => {
    const member = await create('/api/team', sampleTeamMember({ name: 'Per Language', position: 'Engineer', translations: { sw: { position: 'Mhandisi' } } }));
    const put = (translations: object) =>
      expectStatus(
        app(),
        {
          method: 'PUT',
          url: `/api/team/${member.id}`,
          headers: bearer(admin),
          payload: sampleTeamMember({ name: 'Per Language', position: 'Engineer', translations }),
        },
        200,
      );
    await put({ sw: { position: 'Mhandisi mkuu' } });
    await put({ sw: { position: 'Mhandisi mkuu' }, fr: { position: 'Ingénieure' } });
    await expectStatus(
      app(),
      { method: 'PUT', url: `/api/team/${member.id}`, headers: bearer(admin), payload: sampleTeamMember({ name: 'Renamed', position: 'Engineer' }) },
      200,
    );
    const history = (await expectStatus(app(), { url: `/api/team/${member.id}/revisions`, headers: bearer(admin) }, 200)).json() as RecordHistory;
    expect(history.items.map((r) => [r.number, r.fields, r.translated])).toEqual([
      [4, ['name'], {}],
      [3, ['translations'], { fr: ['position'] }],
      [2, ['translations'], { sw: ['position'] }],
      [1, expect.arrayContaining(['name', 'position', 'translations']), { sw: ['position'] }],
    ]);
  });

  it('the OpenAPI document names ?locale= and translations', async () => {
    const doc = (await expectStatus(app(), { url: '/api/docs/json' }, 200)).json() as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }
        >
      >;
    };
    const params = (path: string) => (doc.paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(params('/api/posts')).toEqual(expect.arrayContaining(['state', 'locale']));
    expect(params('/api/posts/{id}')).toContain('locale');
    expect(params('/api/team')).toContain('locale');
    expect(params('/api/mission-vision')).toContain('locale');
    expect(Object.keys(doc.paths['/api/posts']!.post!.requestBody!.content['application/json']!.schema.properties ?? {})).toContain('translations');
  });
});
