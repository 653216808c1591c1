import { CONTACT_EMAIL_INVALID, CONTACT_EMAIL_REQUIRED, CONTACT_NAME_REQUIRED } from 'contracts';
import { bearer, eachBackend, expectStatus, login, sampleContact } from './helpers';

const send = (ip: string, payload: object) => ({ method: 'POST' as const, url: '/api/contacts', payload, remoteAddress: ip });

eachBackend('contacts', ({ app }) => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(app());
  });
  const inbox = async () => (await expectStatus(app(), { url: '/api/contacts', headers: bearer(admin) }, 200)).json() as { id: number; name: string }[];

  test('a message is stored with the time it was received (201) and shows in the inbox', async () => {
    const before = Date.now();
    const res = await expectStatus(app(), send('10.1.0.1', sampleContact()), 201);
    const saved = res.json();
    expect(saved).toEqual({
      id: expect.any(Number),
      ...sampleContact(),
      date: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(Date.parse(saved.date)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(saved.date)).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await inbox())[0]).toEqual(saved);
  });

  test('message is optional (stored as empty text); name and email are required', async () => {
    const res = await expectStatus(app(), send('10.1.0.2', { name: 'Kebede', email_address: 'kebede@example.et' }), 201);
    expect(res.json().message).toBe('');
    const bad = await expectStatus(app(), send('10.1.0.2', { message: 'hi' }), 400);
    expect(bad.json().issues).toEqual([
      { path: 'name', message: CONTACT_NAME_REQUIRED },
      { path: 'email_address', message: CONTACT_EMAIL_REQUIRED },
    ]);
  });

  test('length limits: name ≤ 100, email ≤ 254 and valid, message ≤ 5,000', async () => {
    const ip = '10.1.0.3';
    expect((await app().inject(send(ip, sampleContact({ name: 'n'.repeat(101) })))).json().issues).toEqual([
      { path: 'name', message: 'Name must be at most 100 characters' },
    ]);
    const longEmail = `${'e'.repeat(250)}@x.io`;
    expect((await app().inject(send(ip, sampleContact({ email_address: longEmail })))).json().issues[0]).toEqual({
      path: 'email_address',
      message: 'Email must be at most 254 characters',
    });
    expect((await app().inject(send(ip, sampleContact({ email_address: 'not an email' })))).json().issues).toEqual([
      { path: 'email_address', message: CONTACT_EMAIL_INVALID },
    ]);
    expect((await app().inject(send(ip, sampleContact({ message: 'm'.repeat(5001) })))).json().issues).toEqual([
      { path: 'message', message: 'Message must be at most 5,000 characters' },
    ]);
    // At the limits, accepted.
    await expectStatus(app(), send(ip, sampleContact({ name: 'n'.repeat(100), message: 'm'.repeat(5000) })), 201);
  });

  test('the honeypot: a bot gets the usual 201 and nothing is stored', async () => {
    const countBefore = (await inbox()).length;
    const res = await expectStatus(app(), send('10.1.0.4', sampleContact({ name: 'Bot', website: 'http://spam.example' })), 201);
    expect(res.json()).toMatchObject({ name: 'Bot', email_address: sampleContact().email_address });
    expect((await inbox()).length).toBe(countBefore);
    expect((await inbox()).find((c) => c.name === 'Bot')).toBeUndefined();
  });

  test('per-IP rate limit: the 6th message in the window answers 429 with Retry-After', async () => {
    const ip = '10.1.0.5';
    for (let i = 0; i < 5; i++) await expectStatus(app(), send(ip, sampleContact({ name: `Visitor ${i}` })), 201);
    const limited = await expectStatus(app(), send(ip, sampleContact({ name: 'Visitor 6' })), 429);
    expect(limited.json()).toEqual({ message: 'Too many messages from your network. Please try again later.' });
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(590);
    expect(retry).toBeLessThanOrEqual(600);
    expect((await inbox()).find((c) => c.name === 'Visitor 6')).toBeUndefined();
    // Another visitor is not affected.
    await expectStatus(app(), send('10.1.0.6', sampleContact()), 201);
  });

  test('contact messages are read-only: no update or delete route', async () => {
    const id = (await inbox())[0]!.id;
    expect((await app().inject({ method: 'PUT', url: `/api/contacts/${id}`, headers: bearer(admin), payload: sampleContact() })).statusCode).toBe(404);
    expect((await app().inject({ method: 'DELETE', url: `/api/contacts/${id}`, headers: bearer(admin) })).statusCode).toBe(404);
  });
});
