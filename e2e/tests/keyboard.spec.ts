// A keyboard-only visitor (no mouse, only page.keyboard) gets through the main
// navigation, the mobile panel, the hero slider, the development tabs and the contact form, and
// always sees where the focus is.
import type { Locator, Page } from '@playwright/test';
import { gotoHydrated, stubMapTiles } from '../support/public-site';
import { expect, test } from '../support/test';

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${target} was not reached within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The focused element shows a focus indicator: an outline or a box shadow, as the browser draws it now. */
async function expectVisibleFocus(locator: Locator, label: string) {
  await expect(locator).toBeFocused();
  const style = await locator.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline:
        computed.outlineStyle !== 'none' && parseFloat(computed.outlineWidth) > 0 && !/^transparent$|rgba\(.*, 0\)$/.test(computed.outlineColor)
          ? `${computed.outlineStyle} ${computed.outlineWidth} ${computed.outlineColor}`
          : null,
      shadow: computed.boxShadow !== 'none' ? computed.boxShadow : null,
    };
  });
  expect(style.focusVisible, `${label} matches :focus-visible`).toBe(true);
  expect(style.outline ?? style.shadow, `${label} has an outline or a box shadow when focused`).not.toBeNull();
}

test('main navigation: the skip link, Our Company opened by Enter, Space and ArrowDown, a link followed', async ({ page, baseURL }) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expectVisibleFocus(skip, 'skip link');
  await expect(skip).toBeInViewport();

  const nav = page.getByRole('navigation', { name: 'Main' });
  const company = nav.getByRole('button', { name: 'Our Company' });
  await tabTo(page, company);
  await expectVisibleFocus(company, 'Our Company');
  await expect(company).toHaveAttribute('aria-expanded', 'false');
  const aboutUs = nav.getByRole('link', { name: 'About Us' });
  await expect(aboutUs).toBeHidden();

  // Enter and Space toggle it; Escape closes it and leaves the focus on the button.
  await page.keyboard.press('Enter');
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expect(aboutUs).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(company).toHaveAttribute('aria-expanded', 'false');
  await expect(company).toBeFocused();
  await page.keyboard.press('Space');
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(company).toHaveAttribute('aria-expanded', 'false');

  // ArrowDown opens it on the first link; arrows move through the links.
  await page.keyboard.press('ArrowDown');
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expectVisibleFocus(aboutUs, 'About Us in the menu');
  await page.keyboard.press('ArrowDown');
  const mission = nav.getByRole('link', { name: 'Our Mission and Vision' });
  await expect(mission).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(aboutUs).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(mission).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/mission-vision`);
  await expect(page.getByRole('heading', { level: 1, name: 'OUR MISSION AND VISION' })).toBeVisible();
  await expect(company).toHaveAttribute('aria-expanded', 'false');

  // Tabbing out of an open menu closes it.
  const services = nav.getByRole('button', { name: 'Our Services' });
  await tabTo(page, services);
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const projects = nav.getByRole('link', { name: 'Our Projects' });
  expect(await tabTo(page, projects, { max: 5 })).toBe(5); // its four links, then the next item
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expectVisibleFocus(projects, 'Our Projects');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/projects`);
  await expect(page.getByRole('heading', { level: 1, name: 'PROJECTS' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side panel: opened from Menu, focus kept inside, Escape closes it and returns the focus; a link followed', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, menu);
    await expectVisibleFocus(menu, 'Menu button');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const close = panel.getByRole('button', { name: 'Close menu' });
    await expectVisibleFocus(close, 'Close menu');

    // Round the panel twice forwards and once backwards: the focus never leaves it.
    const stops = await panel.evaluate(
      (element) =>
        [...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])')].filter(
          (el) => el.offsetParent !== null,
        ).length,
    );
    expect(stops).toBeGreaterThan(5);
    const inside = () => panel.evaluate((element) => element.contains(document.activeElement));
    for (let i = 0; i < stops * 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inside(), `after ${i + 1} Tab presses`).toBe(true);
    }
    await expect(close).toBeFocused(); // twice round brings it back to the start
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), 'Shift+Tab from the first control').toBe(true);
    await expect(close).not.toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Again with Space; open a group and follow one of its links.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    const services = panel.getByRole('button', { name: 'Our Services' });
    await tabTo(page, services, { max: stops });
    await expectVisibleFocus(services, 'Our Services group');
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const strategy = panel.getByRole('link', { name: 'Strategy Development & Execution' });
    await expect(strategy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/services/strategy`);
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'STRATEGY DEVELOPMENT & EXECUTION' })).toBeVisible();
    await expect(menu).toBeFocused();
  });
});

test('the hero slider: next, previous and stop by keyboard; stopped, it stays put', async ({ page }) => {
  test.setTimeout(75_000); // waits out the 6 s auto-advance once
  // The page's clock runs at the real pace, and the check that a stopped slider stays put moves it
  // on by 7 s at once instead of waiting them out (public-home.spec.ts does the same).
  await page.clock.install();
  await gotoHydrated(page, '/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  const counter = hero.locator('p').filter({ hasText: / \/ \d{2}$/ });
  const shown = hero.locator('[aria-roledescription="slide"]:not([hidden])');
  const number = async () => Number((await counter.textContent())!.slice(0, 2));
  const total = Number((await counter.textContent())!.slice(-2));
  expect(total).toBeGreaterThan(1);
  /** A move is ignored while the 1.2 s fade runs: wait until only the new slide is left. */
  const settle = async (expected: number) => {
    await expect(counter).toHaveText(`${String(expected).padStart(2, '0')} / ${String(total).padStart(2, '0')}`);
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('aria-label', `${expected} of ${total}`);
  };
  const next = hero.getByRole('button', { name: 'Next slide' });
  const previous = hero.getByRole('button', { name: 'Previous slide' });

  await tabTo(page, next);
  await expectVisibleFocus(next, 'Next slide');
  // Focus inside pauses it, and changes are then announced.
  await expect(hero.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await expect(shown).toHaveCount(1);
  const start = await number();
  const after = (n: number) => ((n - 1 + total) % total) + 1;
  await page.keyboard.press('Enter');
  await settle(after(start + 1));
  await page.keyboard.press('Space');
  await settle(after(start + 2));
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(previous, 'Previous slide');
  await page.keyboard.press('Enter');
  await settle(after(start + 1));
  // The current slide's LEARN MORE is reachable; the hidden slides' are not.
  await page.keyboard.press('Shift+Tab');
  await expect(shown.getByRole('link', { name: 'LEARN MORE about us' })).toBeFocused();

  const stop = hero.getByRole('button', { name: 'Stop automatic slide show' });
  await tabTo(page, stop, { max: 4 });
  await expectVisibleFocus(stop, 'Stop automatic slide show');
  await page.keyboard.press('Enter');
  const play = hero.getByRole('button', { name: 'Start automatic slide show' });
  await expect(play).toBeFocused();
  // Stopped, it stays put with the focus elsewhere.
  const stoppedAt = await number();
  await page.keyboard.press('Tab');
  expect(await hero.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await expect(hero.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(7_000);
  expect(await number()).toBe(stoppedAt);

  // Started again, it moves on by itself once the focus has left.
  await page.keyboard.press('Shift+Tab');
  await expect(play).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stop).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(hero.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  await expect(counter).not.toHaveText(new RegExp(`^${String(stoppedAt).padStart(2, '0')} `), { timeout: 9_000 });
});

test('the development tabs follow the WAI-ARIA tabs pattern', async ({ page }) => {
  await gotoHydrated(page, '/services/development');
  const tablist = page.getByRole('tablist', { name: 'Production process' });
  const tab = (name: string) => tablist.getByRole('tab', { name: new RegExp(name) });
  const panel = page.getByRole('tabpanel');
  await expect(tablist.getByRole('tab')).toHaveCount(3);

  await tabTo(page, tab('ANALYSIS'));
  await expectVisibleFocus(tab('ANALYSIS'), 'ANALYSIS tab');
  await expect(tab('ANALYSIS')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading')).toHaveText('We understand the problem before we write code');

  const expectSelected = async (name: string, heading: string) => {
    await expect(tab(name)).toBeFocused();
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(tablist.getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(panel.getByRole('heading')).toHaveText(heading);
    await expect(panel).toHaveAccessibleName(new RegExp(name));
  };
  await page.keyboard.press('ArrowRight');
  await expectSelected('DESIGN', 'We design the service, not just the screens');
  await page.keyboard.press('ArrowRight');
  await expectSelected('TESTING', 'We prove it works before your users have to');
  await page.keyboard.press('ArrowRight');
  await expectSelected('ANALYSIS', 'We understand the problem before we write code');
  await page.keyboard.press('ArrowLeft');
  await expectSelected('TESTING', 'We prove it works before your users have to');
  await page.keyboard.press('Home');
  await expectSelected('ANALYSIS', 'We understand the problem before we write code');
  await page.keyboard.press('End');
  await expectSelected('TESTING', 'We prove it works before your users have to');

  // Only the selected tab is in the tab order: Tab goes on to the panel, Shift+Tab comes back to it.
  await page.keyboard.press('Tab');
  await expectVisibleFocus(panel, 'tab panel');
  await page.keyboard.press('Shift+Tab');
  await expect(tab('TESTING')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await tablist.evaluate((element) => element.contains(document.activeElement))).toBe(false);
});

test('the contact form by keyboard: refused with the errors announced, then sent', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const name = form.getByRole('textbox', { name: 'Name' });
  const email = form.getByRole('textbox', { name: 'Email' });
  const message = form.getByRole('textbox', { name: /Message/ });
  const send = form.getByRole('button', { name: 'SEND MESSAGE' });

  await tabTo(page, name);
  await expectVisibleFocus(name, 'Name field');
  // Name, Email, Message, then the button: the honeypot is not a stop.
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(message).toBeFocused();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(send, 'SEND MESSAGE');

  // Sent empty: the focus moves to the first field in error, which is marked and described by its message.
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your name');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Please enter your email/);
  await expect(form.getByRole('alert').filter({ hasText: 'Please enter your name' })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'Please enter your email' })).toBeVisible();

  // A bad address, submitted with Enter from the field itself: the focus is already there, so the
  // message has to be announced by itself.
  const visitor = `Keyboard Visitor ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await page.keyboard.type(visitor);
  await expect(name).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Tab');
  await page.keyboard.type('visitor@example');
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');

  await page.keyboard.type('.org');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sent with the keyboard only.');
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  // The success message is announced (a status region) and the fields are cleared.
  await expect(form.getByRole('status')).toHaveText('Thank you! Your message has been sent successfully.');
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
});
