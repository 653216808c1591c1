// The contact page — details, validation, sending, the success and error messages,
// the message arriving in the API's contact list, and the Leaflet map loaded on this page only.
import { allowConsoleErrors, expect, test } from '../support/test';
import { adminToken, gotoHydrated, layoutShift, stubMapTiles } from '../support/public-site';

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

const SUCCESS = 'Thank you! Your message has been sent successfully.';
const FAILURE = 'Oops! Something went wrong. Please try again.';

const form = (page: import('@playwright/test').Page) => page.getByRole('form', { name: 'Send us a message' });

test('the details of spec §2 beside the form, stacked on a phone', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Head Office' })).toBeVisible();
  await expect(main.getByText('Waiyaki Way, Nairobi, Kenya')).toBeVisible();
  await expect(main.getByRole('link', { name: 'info@savannadigital.africa' })).toHaveAttribute('href', 'mailto:info@savannadigital.africa');
  await expect(main.getByRole('link', { name: '+254 709 876 500' })).toBeVisible();
  await expect(main.getByRole('link', { name: '+254 722 410 300' })).toBeVisible();
  await expect(main.getByText('We answer every enquiry within 24 hours on business days.').last()).toBeVisible();
  await expect(form(page).getByText('Your email address will never be published.')).toBeVisible();

  const details = (await main.getByRole('heading', { name: 'Head Office' }).boundingBox())!;
  const formBox = (await form(page).boundingBox())!;
  expect(formBox.x).toBeGreaterThan(details.x + details.width);
  await page.setViewportSize({ width: 390, height: 844 });
  const details2 = (await main.getByRole('heading', { name: 'Head Office' }).boundingBox())!;
  const form2 = (await form(page).boundingBox())!;
  expect(form2.y).toBeGreaterThan(details2.y);
});

test('name and email are required and the email format is checked, with messages beside the fields', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await gotoHydrated(page, '/contact');
  const name = page.getByPlaceholder('Your Name *');
  const email = page.getByPlaceholder('Your Email *');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await name.fill('Amina Wairimu');
  await email.fill('amina@example');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter your name')).toHaveCount(0);
  await expect(email).toBeFocused();
  expect(posts).toEqual([]);
});

test('a message sent from the page, by keyboard, arrives in the API contact list; the fields are cleared', async ({ page, request }) => {
  const name = `E2E Visitor ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await gotoHydrated(page, '/contact');
  await page.getByPlaceholder('Your Name *').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('visitor@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('We would like a quote for a county revenue portal.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'SEND MESSAGE' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.getByPlaceholder('Your Name *')).toHaveValue('');
  await expect(page.getByPlaceholder('Your Email *')).toHaveValue('');
  await expect(page.getByPlaceholder('Your Message')).toHaveValue('');

  const token = await adminToken(request);
  const contacts = (await (await request.get('/api/contacts', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    name: string;
    email_address: string;
    message: string;
  }[];
  expect(contacts).toContainEqual(
    expect.objectContaining({ name, email_address: 'visitor@example.org', message: 'We would like a quote for a county revenue portal.' }),
  );
});

test('while sending the button says SENDING... and is disabled', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contacts', async (route) => {
    await held;
    await route.fulfill({ status: 201, json: { id: 1 } });
  });
  await gotoHydrated(page, '/contact');
  await page.getByPlaceholder('Your Name *').fill('Amina');
  await page.getByPlaceholder('Your Email *').fill('amina@example.org');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  const sending = page.getByRole('button', { name: 'SENDING...' });
  await expect(sending).toBeDisabled();
  release();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'SEND MESSAGE' })).toBeEnabled();
});

test('a failure shows the error message and keeps what was typed', async ({ page }) => {
  allowConsoleErrors(page, /Failed to load resource|ERR_FAILED|500/);
  await gotoHydrated(page, '/contact');
  await page.route('**/api/contacts', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.getByPlaceholder('Your Name *').fill('Amina');
  await page.getByPlaceholder('Your Email *').fill('amina@example.org');
  await page.getByPlaceholder('Your Message').fill('Hello');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByRole('alert')).toHaveText(FAILURE);
  await expect(page.getByPlaceholder('Your Name *')).toHaveValue('Amina');
  await expect(page.getByPlaceholder('Your Message')).toHaveValue('Hello');
  await page.unroute('**/api/contacts');
  await page.route('**/api/contacts', (route) => route.abort());
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByRole('alert')).toHaveText(FAILURE);
});

test('the honeypot is invisible and out of the tab order', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  const box = await trap.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
});

test('the map: 400 px, placeholder from the server, Leaflet at the Nairobi office with a popup', async ({ page }) => {
  const response = await gotoHydrated(page, '/contact');
  const html = await response!.text();
  expect(html).toContain('Loading map...');
  expect(html).not.toContain('class="leaflet-container');
  // The map sits below the form; Leaflet is fetched when it is about to come into view.
  await page.getByRole('img', { name: 'Map of our Nairobi head office' }).scrollIntoViewIfNeeded();
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  expect((await map.boundingBox())!.height).toBe(400);
  await expect(page.locator('.leaflet-layer').first()).toHaveCSS('filter', /grayscale\(1\)/);
  await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  await expect(page.locator('.leaflet-tile-pane img').first()).toHaveAttribute('src', /tile\.openstreetmap\.org\/15\//);
  const marker = page.getByRole('button', { name: 'Savanna Digital Consult head office' });
  await marker.click();
  const popup = page.locator('.leaflet-popup-content');
  await expect(popup).toContainText('Savanna Digital Consult');
  await expect(popup).toContainText('Westlands Business Park, Waiyaki Way, Nairobi');
  await expect(popup).toContainText(/4\.8 \(\d+ reviews\)/);
});

test('on a phone the map (below the form) is not fetched until it is scrolled near', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/contact');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading map...')).toBeAttached();
  expect(await page.locator('.leaflet-container').count()).toBe(0);
  await page.getByRole('img', { name: 'Map of our Nairobi head office' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toBeVisible();
});

test('nothing shifts while the map loads', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await page.getByRole('img', { name: 'Map of our Nairobi head office' }).scrollIntoViewIfNeeded();
  const shift = await layoutShift(page);
  expect(shift).toBeLessThanOrEqual(0.02);
});

test('Leaflet and its CSS load only on the contact page', async ({ page }) => {
  const leafletStyles = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.cssText.includes('.leaflet-pane'));
        } catch {
          return false;
        }
      }),
    );
  await gotoHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PROJECTS' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await leafletStyles()).toBe(false);
  expect(await page.evaluate(() => 'L' in window)).toBe(false);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Contacts' }).click();
  await page.getByRole('img', { name: 'Map of our Nairobi head office' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(await leafletStyles()).toBe(true);
});
