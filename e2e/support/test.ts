import { test as base, expect, type Page } from '@playwright/test';

const allowed = new WeakMap<Page, RegExp[]>();

/** Console errors a test provokes on purpose (a remote taken down, a failed request). */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns]);
}

/**
 * Every journey fails on an uncaught exception or a console error it did not expect, which is
 * how hydration mismatches, broken remotes and failed requests show up in a browser.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // Chromium's "Failed to load resource" names no address: the message's location does.
      if (message.type() === 'error') errors.push(`console: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`);
    });
    await use(page);
    const patterns = allowed.get(page) ?? [];
    expect(errors.filter((error) => !patterns.some((pattern) => pattern.test(error)))).toEqual([]);
  },
});

export { expect };
