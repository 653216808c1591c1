// Going from one section drawn from its declaration to another through the sidebar (the same
// component, another type): the second shows its own records, and the first's again on the way back.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headers, missionVision, teamMembers } from 'remote_shared/schemas';
import { fakeApi } from 'tools/jest/fake-api';
import { stamp } from '../test/fixtures';
import { renderAdmin } from '../test/render-admin';
import { signIn } from '../test/session';

beforeEach(() => {
  signIn('Publisher');
  fakeApi.seed(headers, [{ id: 1, title: 'Digital services', subtitle: null, description: 'For citizens', image_url: null, ...stamp, version: 1 }]);
  fakeApi.seed(missionVision, [{ id: 1, title: 'Our Mission', icon: '🎯', text: 'Serve citizens better.', image_url: null, ...stamp, version: 1 }]);
  fakeApi.seed(teamMembers, [{ id: 1, name: 'Amani Uwase', position: 'Chief Executive Officer', image_url: null, ...stamp, version: 1 }]);
});

test('the sidebar goes from cards to cards to a table, each section with its own records', async () => {
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/headers');
  expect(await within(await screen.findByRole('list', { name: 'Headers' })).findByRole('button', { name: 'Edit Digital services' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });

  await user.click(within(nav).getByRole('link', { name: 'Mission & Vision' }));
  const statements = await screen.findByRole('list', { name: 'Mission and vision statements' });
  expect(await within(statements).findByRole('button', { name: 'Edit Our Mission' })).toBeInTheDocument();
  expect(screen.queryByText('Digital services')).not.toBeInTheDocument();

  await user.click(within(nav).getByRole('link', { name: 'Team' }));
  expect(await within(await screen.findByRole('table', { name: 'Team members' })).findByText('Amani Uwase')).toBeInTheDocument();

  await user.click(within(nav).getByRole('link', { name: 'Header' }));
  expect(await within(await screen.findByRole('list', { name: 'Headers' })).findByRole('button', { name: 'Edit Digital services' })).toBeInTheDocument();
});
