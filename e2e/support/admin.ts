import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './product';

/** A 16×10 PNG, small enough for every upload test. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAKCAIAAAAy3EnLAAAAE0lEQVR4nGPgzsskCTGMahiaGgD9RI1BPvuaPAAAAABJRU5ErkJggg==', 'base64');

/**
 * Signs in as the suite's admin through the API and puts the token where the back office keeps
 * it (spec §4), on the login page of `baseUrl` (the suite's product by default). Returns the
 * token, for a test that sets things up through the API.
 */
export async function signInAsAdmin(page: Page, baseUrl = ''): Promise<string> {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.goto(`${baseUrl}/admin/login`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}

/** A bearer token for `email` (the suite's Admin by default) from the API of `baseUrl`. */
export async function apiToken(request: APIRequestContext, email = ADMIN_EMAIL, password = ADMIN_PASSWORD, baseUrl = ''): Promise<string> {
  const response = await request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A new user of `role`, created by the Admin holding `token`, with an address no other test uses. */
export async function createUser(
  request: APIRequestContext,
  token: string,
  role: string,
  { password, label = 'E2E', baseUrl = '' }: { password: string; label?: string; baseUrl?: string },
) {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e5)}`;
  const user = {
    full_name: `${label} ${role} ${id}`,
    email_address: `e2e-${label.toLowerCase()}-${role.toLowerCase()}-${id}@example.com`,
    telephone_number: '+250 700 111 222',
    password,
    role,
  };
  const response = await request.post(`${baseUrl}/api/users`, { headers: { Authorization: `Bearer ${token}` }, data: user });
  expect(response.status()).toBe(201);
  return { ...user, id: ((await response.json()) as { id: number }).id };
}

/** Signs in through the sign-in form, as a person does. */
export async function signInWithForm(page: Page, email: string, password: string, baseUrl = ''): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByRole('textbox', { name: /Email Address/ }).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The password the journeys give the staff they create (`createUser`). */
export const STAFF_PASSWORD = 'Kestrel-Sorghum-Delta-77';

/** An image of the demo data, for a post the API requires one of. */
export const DEMO_IMAGE = '/uploads/demo/project-digital-birth-registration.webp';

/**
 * A post written through the API by the holder of `token`, with the demo image unless `data` names
 * one: an Admin's is published at once, a Content_Creator's is a draft. Its id and version.
 */
export async function createPost(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
  baseUrl = '',
): Promise<{ id: number; version: number }> {
  const response = await request.post(`${baseUrl}/api/posts`, { headers: { Authorization: `Bearer ${token}` }, data: { image_url: DEMO_IMAGE, ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; version: number };
}

/** A workflow move of post `id` by the holder of `token` through the API ('submit', 'publish', …), which must be taken. */
export async function movePost(
  request: APIRequestContext,
  token: string,
  id: number,
  transition: string,
  extra: Record<string, string> = {},
  baseUrl = '',
): Promise<void> {
  const response = await request.post(`${baseUrl}/api/posts/${id}/transitions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { transition, ...extra },
  });
  expect(response.status(), await response.text()).toBe(200);
}
