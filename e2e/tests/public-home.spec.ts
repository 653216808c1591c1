// The home page's blocks in order, the hero slider (mouse, keyboard, timing,
// reduced motion, its Loading... state), counters, technology bars and testimonials.
import { expect, test } from '../support/test';
import { gotoHydrated, scrollToHydrated, stubMapTiles } from '../support/public-site';

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

const counterText = (page: import('@playwright/test').Page) =>
  page
    .getByRole('region', { name: 'Highlights' })
    .locator('p')
    .filter({ hasText: /^\d\d \/ \d\d$/ });

async function slideCount(page: import('@playwright/test').Page) {
  const text = await counterText(page).textContent();
  return Number(text!.split('/')[1]);
}

const two = (n: number) => String(n).padStart(2, '0');

test('the blocks come in the order of spec §2', async ({ page }) => {
  await gotoHydrated(page, '/');
  const main = page.getByRole('main');
  const blocks = [
    main.getByRole('region', { name: 'Highlights' }),
    main.getByRole('heading', { name: 'Your Partner for Software Development and ICT Consultancy Services' }),
    main.getByRole('heading', { level: 2, name: 'Why Choose Us' }),
    main.getByRole('region', { name: 'Our numbers' }),
    main.getByRole('heading', { level: 2, name: 'Our Services' }),
    main.getByRole('heading', { level: 2, name: 'Solutions for every screen your users have' }),
    main.getByRole('heading', { level: 2, name: 'trusted in 15+ countries across Africa' }),
  ];
  const tops: number[] = [];
  for (const block of blocks) tops.push((await block.boundingBox())!.y);
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
});

test('the hero shows one slide at a time; the arrows wrap both ways and the counter follows', async ({ page }) => {
  await gotoHydrated(page, '/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  const count = await slideCount(page);
  test.skip(count < 2, 'needs at least two hero slides');
  await expect(counterText(page)).toHaveText(`01 / ${two(count)}`);
  const visibleSlides = hero.getByRole('group');
  await expect(visibleSlides).toHaveCount(1);
  await expect(visibleSlides).toHaveAccessibleName(`1 of ${count}`);
  await expect(visibleSlides.getByRole('link', { name: 'LEARN MORE about us' })).toBeVisible();

  // Previous, and at once Next while the 1.2 s fade runs: the second click is ignored.
  await hero.evaluate((el) => {
    el.querySelector<HTMLButtonElement>('button[aria-label="Previous slide"]')!.click();
    el.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!.click();
  });
  await expect(counterText(page)).toHaveText(`${two(count)} / ${two(count)}`);
  await expect(hero.getByRole('group', { name: `${count} of ${count}` })).toBeVisible();
  await page.waitForTimeout(1300);
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(counterText(page)).toHaveText(`01 / ${two(count)}`);
});

test('the slider works by keyboard and pauses while focused', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  const count = await slideCount(page);
  test.skip(count < 2, 'needs at least two hero slides');
  const next = hero.getByRole('button', { name: 'Next slide' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(counterText(page)).toHaveText(`02 / ${two(count)}`);
  // Focus inside: no automatic move.
  await page.clock.runFor(20_000);
  await expect(counterText(page)).toHaveText(`02 / ${two(count)}`);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(counterText(page)).toHaveText(`01 / ${two(count)}`);
});

test('it advances by itself every 6 seconds and can be stopped', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  const count = await slideCount(page);
  test.skip(count < 2, 'needs at least two hero slides');
  const hero = page.getByRole('region', { name: 'Highlights' });
  // Stop the clock, then restart the slider's 6 s timer from that instant (hovering pauses it).
  await page.clock.pauseAt(Date.now() + 60_000);
  await hero.hover();
  await page.mouse.move(5, 890);
  const start = Number((await counterText(page).textContent())!.slice(0, 2));
  const after = (steps: number) => `${two(((start - 1 + steps) % count) + 1)} / ${two(count)}`;
  await page.clock.runFor(5_900);
  await expect(counterText(page)).toHaveText(after(0));
  await page.clock.runFor(200);
  await expect(counterText(page)).toHaveText(after(1));
  await page.clock.runFor(6_000);
  await expect(counterText(page)).toHaveText(after(2));
  await hero.getByRole('button', { name: 'Stop automatic slide show' }).click();
  // Move the pointer and the focus away, so only the stop button holds it.
  await page.locator('body').click({ position: { x: 5, y: 890 } });
  const stoppedAt = await counterText(page).textContent();
  await page.clock.runFor(30_000);
  await expect(counterText(page)).toHaveText(stoppedAt!);
  await hero.getByRole('button', { name: 'Start automatic slide show' }).click();
  await page.locator('body').click({ position: { x: 5, y: 890 } });
  await page.clock.runFor(6_100);
  await expect(counterText(page)).not.toHaveText(stoppedAt!);
});

test('hovering the hero pauses it', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  const count = await slideCount(page);
  test.skip(count < 2, 'needs at least two hero slides');
  await page.getByRole('region', { name: 'Highlights' }).hover();
  await page.clock.runFor(20_000);
  await expect(counterText(page)).toHaveText(`01 / ${two(count)}`);
});

test.describe('with reduced motion', () => {
  test('the slider never moves by itself and the counters show their final values', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoHydrated(page, '/');
    const count = await slideCount(page);
    await page.mouse.move(5, 890);
    await page.clock.runFor(20_000);
    await expect(counterText(page)).toHaveText(`01 / ${two(count)}`);
    await expect(page.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    const numbers = page.getByRole('region', { name: 'Our numbers' }).locator('span[aria-hidden="true"]');
    await numbers.first().scrollIntoViewIfNeeded();
    await expect(numbers).toHaveText(['330+', '850+', '25+', '10+']);
  });
});

test('the hero shows Loading... until the slides arrive', async ({ page }) => {
  await gotoHydrated(page, '/about-us');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/headers', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const hero = page.getByRole('region', { name: 'Highlights' });
  await expect(hero.getByRole('status')).toHaveText('Loading...');
  release();
  await expect(hero.getByRole('status')).toHaveCount(0);
  await expect(hero.getByRole('group')).toHaveCount(1);
});

test('the counters count up from 0 when scrolled into view', async ({ page }) => {
  await gotoHydrated(page, '/');
  const band = page.getByRole('region', { name: 'Our numbers' });
  await expect(band).toContainText('15+ countries across Africa');
  await expect(band).toContainText('10k happy corporate clients');
  const numbers = band.locator('span[aria-hidden="true"]');
  // Below the fold the band is still the server's HTML, final values and all.
  await expect(numbers.first()).toHaveText('330+');
  // The page notes every value the first counter shows, so a slow test process cannot miss the
  // values on the way as polling from here could. It watches the whole page and finds the band
  // afresh each time: the band's hydration may put new nodes in place of the server's.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { counterSeen: string[] }).counterSeen = seen;
    const first = () => document.querySelector('section[aria-label="Our numbers"] span[aria-hidden="true"]')?.textContent ?? '';
    new MutationObserver(() => {
      if (seen.at(-1) !== first()) seen.push(first());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await scrollToHydrated(band);
  // Until the count has run to its end: the band shows the server's '330+' until it starts.
  await page
    .waitForFunction(
      () => {
        const seen = (window as unknown as { counterSeen: string[] }).counterSeen;
        return seen.length > 1 && seen.at(-1) === '330+';
      },
      undefined,
      { timeout: 6_000 },
    )
    .catch(() => undefined);
  const seen = (await page.evaluate(() => (window as unknown as { counterSeen: string[] }).counterSeen)).map((text) => Number.parseInt(text, 10));
  // It counted up from 0: values on the way, not a jump to the end.
  expect(seen[0], `seen: ${seen.join(' ')}`).toBe(0);
  expect(
    seen.some((value) => value > 0 && value < 330),
    `seen: ${seen.join(' ')}`,
  ).toBe(true);
  expect(seen.at(-1), `seen: ${seen.join(' ')}`).toBe(330);
  await expect(numbers).toHaveText(['330+', '850+', '25+', '10+'], { timeout: 4_000 });
  for (const label of ['Active Clients', 'Projects Done', 'Team Advisors', 'Glorious Years']) await expect(band).toContainText(label);
});

test('services lead to a free quote; the technology bars fill once in view', async ({ page }) => {
  await gotoHydrated(page, '/');
  for (const title of [
    'Front and Backend Development',
    'Mobile Apps Development',
    'IT Infrastructure (Servers)',
    'QA & Testing',
    'ICT Consultancy',
    'Dedicated Team',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  for (const tile of ['WEB', 'ANDROID', 'IOS', 'IOT', 'WEARABLES', 'TV']) await expect(page.getByText(tile, { exact: true })).toBeVisible();
  const bar = page.getByText('Mobile app development').locator('xpath=../..');
  await bar.scrollIntoViewIfNeeded();
  const fill = bar.locator('[aria-hidden="true"] > div');
  const track = bar.locator('[aria-hidden="true"]');
  await expect
    .poll(async () => {
      const [f, t] = [await fill.boundingBox(), await track.boundingBox()];
      return Math.round(((f?.width ?? 0) / (t?.width ?? 1)) * 100);
    })
    .toBe(90);
  await page.getByRole('link', { name: 'FREE QUOTE' }).click();
  await expect(page).toHaveURL('/contact');
});

test('testimonials: two cards on wide screens, Previous and Next wrap both ways', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = page.getByRole('region', { name: 'trusted in 15+ countries across Africa' });
  await scrollToHydrated(section);
  const cards = section.getByRole('figure');
  await expect(cards.filter({ visible: true })).toHaveCount(2);
  const first = await cards.first().locator('strong').textContent();
  await section.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(cards.nth(1).locator('strong')).toHaveText(first!);
  await section.getByRole('button', { name: 'Next testimonial' }).click();
  await section.getByRole('button', { name: 'Next testimonial' }).click();
  await section.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(cards.nth(1).locator('strong')).toHaveText(first!);
  await expect(section.getByRole('button', { name: /^Show testimonial/ }).first()).toBeHidden();
});

test.describe('testimonials on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('one card with dots', async ({ page }) => {
    await gotoHydrated(page, '/');
    const section = page.getByRole('region', { name: 'trusted in 15+ countries across Africa' });
    await scrollToHydrated(section);
    await expect(section.getByRole('figure').filter({ visible: true })).toHaveCount(1);
    const dots = section.getByRole('button', { name: /^Show testimonial/ });
    await expect(dots).toHaveCount(3);
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('testimonials on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });
  test('one card, no dots', async ({ page }) => {
    await gotoHydrated(page, '/');
    const section = page.getByRole('region', { name: 'trusted in 15+ countries across Africa' });
    await scrollToHydrated(section);
    await expect(section.getByRole('figure').filter({ visible: true })).toHaveCount(1);
    await expect(section.getByRole('button', { name: /^Show testimonial/ }).first()).toBeHidden();
  });
});
