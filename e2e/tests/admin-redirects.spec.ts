// Redirects (docs/redirects.md): an Admin imports the old site's addresses as a CSV through the
// back office; they then answer 301 to visitors without scripts and crawlers, in every language,
// and on client-side navigation; a file with a bad row imports nothing; an edit into a loop is
// refused with the API's words; a delete asks first. The old paths are this run's own, so the shared product's other
// journeys never meet them.
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { signInWithForm } from '../support/admin';
import { gotoHydrated } from '../support/public-site';
import { allowConsoleErrors, expect, test } from '../support/test';

/** Chooses `csv` in the file picker that Import CSV opens, as a person picks a file. */
async function importCsv(page: Page, csv: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (await chooser).setFiles({ name: 'old-site.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test('an Admin imports old addresses, which then redirect with and without scripts, in every language; a loop is refused', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // a sign-in, two imports, a browser without scripts and an edit
  allowConsoleErrors(page, /status of 400/); // the bad file and the loop below, on purpose
  const old = `/e2e-old-${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

  await signInWithForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Redirects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Redirects' });
  await expect(table.getByRole('cell', { name: '/our-projects-portfolio', exact: true })).toBeVisible();

  // A file with a bad row: each bad row by its line and reason, and nothing imported.
  await importCsv(page, `from,to,status\n${old}/team,/our-team,301\n${old}/bad,javascript:alert(1),301\n${old}/far,https://evil.example.com/,307\n`);
  const refusal = page.getByRole('dialog', { name: 'The file was not imported' });
  await expect(refusal.getByText('Nothing was imported: 2 rows are wrong. Correct the file and import it again.')).toBeVisible();
  const problems = refusal.getByRole('list', { name: 'Rows to correct' }).getByRole('listitem');
  await expect(problems).toHaveText([
    /^Line 3\s*Only https addresses are allowed as a target, not javascript:\.$/,
    /^Line 4\s*evil\.example\.com is not on the list of sites redirects may go to \(REDIRECT_ALLOWED_HOSTS\)\.$/,
  ]);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toBeFocused();
  await page.getByRole('searchbox', { name: 'Search redirects' }).fill(old);
  await expect(page.getByText('No redirect matches this search.')).toBeVisible();
  expect((await request.get(`${old}/team`, { maxRedirects: 0 })).status(), 'nothing of the refused file was imported').toBe(302);

  // The corrected file: a toast says how many, and the rows are in the list.
  await importCsv(page, `from,to,status\n${old}/team,/our-team,301\n${old}/news,${old}/latest,temporary\n${old}/jobs,/contact,\n`);
  await expect(page.getByRole('alert').filter({ hasText: 'Imported: 3 redirects added, 0 changed' })).toBeVisible();
  await expect(page.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();
  const team = table.getByRole('row').filter({ hasText: `${old}/team` });
  await expect(team.getByRole('cell', { name: '/our-team', exact: true })).toBeVisible();
  await expect(team.getByText('Permanent (301)')).toBeVisible();
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: `${old}/news` })
      .getByText('Temporary (307)'),
  ).toBeVisible();

  // Without scripts (a crawler, a browser with JavaScript off): a 301 to the target, in each language.
  for (const [from, to] of [
    [`${old}/team`, '/our-team'],
    [`/sw${old}/team`, '/sw/our-team'],
    [`/fr${old}/team?ref=old-site`, '/fr/our-team?ref=old-site'],
  ] as const) {
    await expect
      .poll(async () => {
        const response = await request.get(from, { maxRedirects: 0 });
        return `${response.status()} ${response.headers().location}`;
      }, `${from} answers 301 to ${to}`)
      .toBe(`301 ${to}`);
  }
  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const visitor = await noScripts.newPage();
    const response = await visitor.goto(`/sw${old}/team`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/sw${old}/team`);
    await expect(visitor).toHaveURL(`/sw/our-team`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await noScripts.close();
  }

  // With scripts: a client-side navigation to the old path lands on the target.
  const site = await page.context().newPage();
  await gotoHydrated(site, '/about-us');
  await site.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${old}/team`);
  await expect(site).toHaveURL('/our-team');
  await expect(site.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await site.close();

  // An edit that would make a loop (news → latest exists; latest → news) is refused, what was typed kept.
  const jobs = table.getByRole('row').filter({ hasText: `${old}/jobs` });
  const edit = jobs.getByRole('button', { name: `Edit ${old}/jobs` });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Redirect' });
  await dialog.getByRole('textbox', { name: /Old address/ }).fill(`${old}/latest`);
  await dialog.getByRole('textbox', { name: /Goes to/ }).fill(`${old}/news`);
  await dialog.getByRole('combobox', { name: /Kind/ }).selectOption('Temporary (307)');
  await dialog.getByRole('button', { name: 'Update' }).click();
  const loop = `${old}/latest → ${old}/news would make a loop: ${old}/news already redirects to ${old}/latest.`;
  await expect(dialog.getByText(loop)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Goes to/ })).toHaveAccessibleDescription(new RegExp(loop.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(dialog.getByRole('textbox', { name: /Old address/ })).toHaveValue(`${old}/latest`);
  await expect(dialog.getByRole('textbox', { name: /Goes to/ })).toHaveValue(`${old}/news`);
  await expect(dialog.getByRole('combobox', { name: /Kind/ })).toHaveValue('307');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();
  // Nothing changed: the row still goes where it went.
  await expect(jobs.getByRole('cell', { name: '/contact', exact: true })).toBeVisible();
  expect((await request.get(`${old}/jobs`, { maxRedirects: 0 })).headers().location).toBe('/contact');

  // Deleted after a confirmation: the old address goes to the home page again.
  await team.getByRole('button', { name: `Delete ${old}/team` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete redirect' });
  await expect(confirm.getByText(`${old}/team → /our-team`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Redirect deleted' })).toBeVisible();
  await expect(team).toHaveCount(0);
  await expect.poll(async () => (await request.get(`${old}/team`, { maxRedirects: 0 })).status()).toBe(302);
});
