// No lost edits (docs/workflow.md, "Conflicts"), in the shared form every section uses: a save that
// started from an old version is refused, says who saved and when, keeps what was typed, and offers
// Compare and Reload.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import { teamMembers } from 'remote_shared/schemas';
import { fakeApi } from 'tools/jest/fake-api';
import { stamp } from '../test/fixtures';
import { renderAdmin } from '../test/render-admin';
import { signIn } from '../test/session';

const amani = { id: 1, name: 'Amani Uwase', position: 'Chief Executive Officer', image_url: null, ...stamp, version: 1 };

beforeEach(() => {
  signIn('Publisher');
  fakeApi.seed(teamMembers, [amani]);
});

/** Someone else saves the record while our form is open. */
const savedElsewhere = () =>
  fakeApi.seed(teamMembers, [
    { ...amani, position: 'Managing Director', version: 2, updated_at: '2026-11-22T09:30:00.000Z', updated_by_name: 'Grace Publisher' },
  ]);

test('the update sends the version it started from', async () => {
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/team');
  await user.click(await screen.findByRole('button', { name: 'Edit Amani Uwase' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Team Member' });
  await user.type(within(dialog).getByRole('textbox', { name: /Position/ }), ' and Founder');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(fakeApi.rows(teamMembers)[0]).toMatchObject({ position: 'Chief Executive Officer and Founder', version: 2 }));
});

test('a stale save keeps what was typed, says who and when, compares, and reloads', async () => {
  const failure = jest.spyOn(notify, 'error');
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/team');
  await user.click(await screen.findByRole('button', { name: 'Edit Amani Uwase' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Team Member' });
  const position = within(dialog).getByRole('textbox', { name: /Position/ });
  await user.clear(position);
  await user.type(position, 'Founder');
  savedElsewhere();
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));

  const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
  expect(alert).toHaveTextContent('This team member was changed by Grace Publisher since you opened it.');
  expect(alert).toHaveTextContent('Saved on November 22, 2026');
  expect(failure).toHaveBeenCalledWith('Something went wrong');
  // Nothing was overwritten, and what was typed is still there.
  expect(fakeApi.rows(teamMembers)[0]).toMatchObject({ position: 'Managing Director', version: 2 });
  expect(position).toHaveValue('Founder');

  // Typing on keeps the notice (the comparison stays on offer).
  await user.type(position, ' and CEO');
  await user.click(within(alert).getByRole('button', { name: 'Compare' }));
  const table = within(alert).getByRole('table', { name: 'Fields that differ' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['FieldSaved nowYours (not saved)', 'PositionManaging DirectorFounder and CEO']);

  await user.click(within(alert).getByRole('button', { name: 'Reload their version' }));
  expect(position).toHaveValue('Managing Director');
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  // Saving after the reload starts from the stored version, so it goes through.
  await user.clear(position);
  await user.type(position, 'Managing Director and Founder');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(fakeApi.rows(teamMembers)[0]).toMatchObject({ position: 'Managing Director and Founder', version: 3 }));
});
