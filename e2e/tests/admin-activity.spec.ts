// The audit trail (docs/workflow.md, "Audit trail"): an Admin sees another person's sign-in and
// edits in Activity, filters them and downloads them as CSV; a Publisher has no such section.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiToken, createUser, signInWithForm } from '../support/admin';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { expect, test } from '../support/test';

const PASSWORD = 'Kestrel-Sorghum-Delta-77';

async function signIn(page: Page, email: string, password: string) {
  await signInWithForm(page, email, password);
  await page.waitForURL('**/admin/dashboard/**');
}

test('an Admin sees edits and sign-ins in Activity, filters them and downloads CSV; a Publisher does not see it', async ({ page, request }) => {
  test.slow();
  const admin = await apiToken(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const auth = { Authorization: `Bearer ${admin}` };
  const publisher = await createUser(request, admin, 'Publisher', { password: PASSWORD, label: 'Activity' });
  let memberId: number | undefined;
  try {
    // The Publisher signs in and edits a team member (through the API: the section is not the point here).
    const token = await apiToken(request, publisher.email_address, PASSWORD);
    const member = await request.post('/api/team', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Activity Member', position: 'Analyst', image_url: null },
    });
    expect(member.status()).toBe(201);
    memberId = ((await member.json()) as { id: number }).id;
    const edited = await request.put(`/api/team/${memberId}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Activity Member', position: 'Lead Analyst', image_url: null },
    });
    expect(edited.status()).toBe(200);

    // The Admin opens Activity and filters by that person.
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Person' }).selectOption({ label: publisher.full_name });
    await expect(page).toHaveURL(new RegExp(`actor=${publisher.id}`));
    const table = page.getByRole('table', { name: 'Activity' });
    await expect(table.getByRole('row').filter({ hasText: 'Sign in' })).toHaveCount(1);
    const update = table.getByRole('row').filter({ hasText: 'Content updated' });
    await expect(update).toContainText(`team #${memberId}`);
    await expect(update).toContainText('Fields: position');
    await expect(table.getByRole('row').filter({ hasText: 'Content created' })).toHaveCount(1);

    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Content updated' });
    await expect(page).toHaveURL(/action=content_updated/);
    await expect(table.getByRole('row')).toHaveCount(2); // the header and the one update
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From').fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${today}`));
    await expect(table.getByRole('row')).toHaveCount(2);

    // The filter as CSV.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('id,at,actor_id,actor_name,actor_role,action,outcome,content_type,record_id,fields,ip,reason');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`"${publisher.id}","${publisher.full_name}","Publisher","content_updated","success","team","${memberId}","position"`);

    // The Publisher has no Activity: not in the sidebar, and its address leads elsewhere. The
    // Admin's session is dropped in this browser only: Logout would end every Admin token on the
    // shared instance, the other journeys' included (docs/decisions/0123-no-journey-on-the-shared-instance-logs-the-admin-out.md).
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(page, publisher.email_address, PASSWORD);
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Activity' })).toHaveCount(0);
    await page.goto('/admin/dashboard/activity');
    await expect(page).not.toHaveURL(/activity/);
    expect((await request.get('/api/activity', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
  } finally {
    if (memberId !== undefined) await request.delete(`/api/team/${memberId}`, { headers: auth });
    await request.delete(`/api/users/${publisher.id}`, { headers: auth });
  }
});
