import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import type { RedirectRecord } from 'remote_shared/schemas';
import { stamp } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

const redirect = (id: number, overrides: Partial<RedirectRecord> = {}): RedirectRecord => ({
  id,
  from: `/old-${id}`,
  language: null,
  to: `/new-${id}`,
  status: 301,
  hits: 0,
  last_hit_at: null,
  ...stamp,
  ...overrides,
});

const portfolio = redirect(1, { from: '/our-projects-portfolio', to: '/projects', hits: 1234, last_hit_at: '2026-11-30T08:15:00.000Z' });
const rows = [
  portfolio,
  redirect(2, { from: '/sw/habari', language: 'sw', to: '/sw/about-us', status: 307 }),
  ...Array.from({ length: 10 }, (_, i) => redirect(i + 3)),
];
const table = () => screen.getByRole('table', { name: 'Redirects' });

describe('Redirects', () => {
  beforeEach(() => signIn('Publisher', { id: 4, name: 'Baraka' }));

  it('is a Publisher’s section: the old addresses with their kind, hits and last hit, searched by path, 10 a page', async () => {
    mockApi({ 'GET /api/redirects': { body: rows } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/redirects');
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Redirects' })).toHaveAttribute('aria-current', 'page');
    const first = within(table()).getAllByRole('row')[1]!;
    expect(within(first).getByText('/our-projects-portfolio')).toBeInTheDocument();
    expect(within(first).getByText('/projects')).toBeInTheDocument();
    expect(within(first).getByText('Permanent (301)')).toBeInTheDocument();
    expect(within(first).getByText('1,234')).toBeInTheDocument();
    const second = within(table()).getAllByRole('row')[2]!;
    expect(within(second).getByText('Temporary (307)')).toBeInTheDocument();
    expect(within(second).getByText('Kiswahili only')).toBeInTheDocument();
    expect(within(second).getByText('Never')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search redirects' }), 'about-us');
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(within(table()).getByText('/sw/habari')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search redirects' }), '-nowhere');
    expect(screen.getByText('No redirect matches this search.')).toBeInTheDocument();
  });

  it('says so when there is none yet', async () => {
    mockApi({ 'GET /api/redirects': { body: [] } });
    renderAdmin('/admin/dashboard/redirects');
    expect(await screen.findByText('No redirects yet. Add one, or import a CSV file of the old site’s addresses.')).toBeInTheDocument();
  });

  it('shows the API’s refusal of a loop on the target, keeping what was typed, then saves once it is corrected', async () => {
    const loop = '/new-3 → /old-3 would make a loop: /old-3 already redirects to /new-3.';
    const api = mockApi({
      'GET /api/redirects': { body: rows },
      'POST /api/redirects': ({ body }) =>
        (body as { to: string }).to === '/old-3'
          ? { status: 400, body: { message: loop, issues: [{ path: 'to', message: loop }] } }
          : { status: 201, body: redirect(50, body as Partial<RedirectRecord>) },
    });
    const error = jest.spyOn(notify, 'error');
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/redirects');
    const add = await screen.findByRole('button', { name: 'Add Redirect' });
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add Redirect' });
    expect(within(dialog).getByRole('textbox', { name: /Old address/ })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('An old address is required, starting with /')).toBeInTheDocument();
    expect(api.callsTo('POST /api/redirects')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Old address/ }), '/new-3');
    await user.type(within(dialog).getByRole('textbox', { name: /Goes to/ }), '/old-3');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Kind/ }), 'Temporary (307)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(loop)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Goes to/ })).toHaveAccessibleDescription(expect.stringContaining(loop));
    expect(within(dialog).getByRole('textbox', { name: /Old address/ })).toHaveValue('/new-3');
    expect(within(dialog).getByRole('combobox', { name: /Kind/ })).toHaveValue('307');
    expect(error).toHaveBeenCalledWith('The redirect was not saved.');

    await user.clear(within(dialog).getByRole('textbox', { name: /Goes to/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Goes to/ }), '/services');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/redirects').at(-1)!.body).toEqual({ from: '/new-3', to: '/services', status: 307 });
    expect(success).toHaveBeenCalledWith('Redirect created');
    expect(add).toHaveFocus();
  });

  it('imports a CSV: each bad row by its line when refused, nothing imported; how many on success', async () => {
    const refusal = {
      message: 'Nothing was imported: 2 rows are wrong',
      problems: [
        { line: 2, reason: 'evil.example.com is not on the list of sites redirects may go to (REDIRECT_ALLOWED_HOSTS).' },
        { line: 4, reason: 'Only https addresses are allowed as a target, not javascript:.' },
      ],
    };
    const api = mockApi({
      'GET /api/redirects': { body: rows },
      'POST /api/redirects/import': ({ body }) =>
        (body as { csv: string }).csv.includes('evil') ? { status: 400, body: refusal } : { body: { created: 2, updated: 1 } },
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/redirects');
    const input = await screen.findByLabelText('Import CSV');
    const bad = 'from,to\n/a,https://evil.example.com/\n/b,/services\n/c,javascript:alert(1)\n';
    await user.upload(input, new File([bad], 'old-site.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'The file was not imported' });
    expect(within(dialog).getByText('Nothing was imported: 2 rows are wrong. Correct the file and import it again.')).toBeInTheDocument();
    const problems = within(within(dialog).getByRole('list', { name: 'Rows to correct' })).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'Line 2evil.example.com is not on the list of sites redirects may go to (REDIRECT_ALLOWED_HOSTS).',
      'Line 4Only https addresses are allowed as a target, not javascript:.',
    ]);
    expect(api.callsTo('POST /api/redirects/import')[0]!.body).toEqual({ csv: bad });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.upload(input, new File(['/a,/services\n/b,/contact\n/c,/projects\n'], 'old-site.csv', { type: 'text/csv' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Imported: 2 redirects added, 1 changed'));
  });

  it('deletes one after asking, with a toast', async () => {
    const api = mockApi({ 'GET /api/redirects': { body: rows }, 'DELETE /api/redirects/1': { status: 204 } });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/redirects');
    await user.click(await screen.findByRole('button', { name: 'Delete /our-projects-portfolio' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete redirect' });
    expect(within(confirm).getByText('/our-projects-portfolio → /projects')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Redirect deleted'));
    expect(api.callsTo('DELETE /api/redirects/1')).toHaveLength(1);
  });
});
