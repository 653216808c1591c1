// The page server keeps each page it renders until content a page shows changes
// (docs/performance.md, "Rendered pages"). A contact message is never on a public page: sending
// one must not make every visitor's next page render again. Its own instance, so no other
// journey's writes empty the cache meanwhile. `Cache-Status` (RFC 9211) says what happened.
import { apiToken } from '../support/admin';
import { ownProduct } from '../support/own-product';
import { expect, test } from '../support/test';

const product = ownProduct();

test('a page stays rendered when a contact message arrives, and is rendered again when the content changes', async ({ request }) => {
  const base = product.url;
  const status = async () => (await request.get(`${base}/our-team`)).headers()['cache-status'];
  expect(await status()).toBe('page-server; fwd=miss');
  expect(await status()).toBe('page-server; hit');

  const { token: formToken } = (await (await request.get(`${base}/api/contacts/form-token`)).json()) as { token: string };
  const sent = await request.post(`${base}/api/contacts`, {
    data: { name: 'Cache Visitor', email_address: 'cache.visitor@example.org', message: 'Does my message empty your cache?', form_token: formToken },
  });
  expect(sent.status()).toBe(201);
  expect(await status()).toBe('page-server; hit');

  // A team member added is on /our-team: the page is rendered again, with them.
  const auth = { Authorization: `Bearer ${await apiToken(request, undefined, undefined, base)}` };
  const name = `Cache Member ${Date.now()}`;
  expect((await request.post(`${base}/api/team`, { headers: auth, data: { name, position: 'Analyst' } })).status()).toBe(201);
  const again = await request.get(`${base}/our-team`);
  expect(again.headers()['cache-status']).toBe('page-server; fwd=miss');
  expect(await again.text()).toContain(name);
});
