import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './product';

/** A 16×10 PNG, small enough for every upload test. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAKCAIAAAAy3EnLAAAAE0lEQVR4nGPgzsskCTGMahiaGgD9RI1BPvuaPAAAAABJRU5ErkJggg==',
  'base64',
);

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
