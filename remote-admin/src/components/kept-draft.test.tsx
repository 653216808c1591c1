import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MissionVision } from 'remote_shared/schemas';
import { BEFORE_RELEASE_RELOAD } from 'federation/release-events';
import { stamp } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';
import { DRAFT_RESTORED } from './modal-form';

const items: MissionVision[] = [{ id: 1, title: 'Our Mission', icon: '🎯', text: 'Serve citizens better.', image_url: null, ...stamp }];
const KEY = 'admin:draft:missionVision:1@0';

/** What the next page load of this tab finds: the draft as an earlier page load left it. */
function asIfReloaded() {
  const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as { page: string } | null;
  if (kept) window.sessionStorage.setItem(KEY, JSON.stringify({ ...kept, page: 'an-earlier-page-load' }));
}

async function editMission(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit Our Mission' }));
  return screen.getByRole('dialog', { name: 'Edit Our Mission' });
}

beforeEach(() => {
  signIn('Admin');
  mockApi({ 'GET /api/mission-vision': { body: items } });
});
afterEach(() => window.sessionStorage.clear());

describe('what was typed survives the page being loaded anew', () => {
  it("keeps an open form's text when the shell reloads for a release, and gives it back once after the reload", async () => {
    const user = userEvent.setup();
    const first = renderAdmin('/admin/dashboard/mission-vision');
    const text = within(await editMission(user)).getByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, 'Half of a new mission');
    act(() => void window.dispatchEvent(new Event(BEFORE_RELEASE_RELOAD)));
    expect(JSON.parse(window.sessionStorage.getItem(KEY)!).values).toMatchObject({ text: 'Half of a new mission', title: 'Our Mission' });
    first.unmount();

    asIfReloaded();
    const second = renderAdmin('/admin/dashboard/mission-vision');
    const dialog = await editMission(user);
    expect(within(dialog).getByRole('textbox', { name: 'Text' })).toHaveValue('Half of a new mission');
    expect(within(dialog).getByRole('status')).toHaveTextContent(DRAFT_RESTORED);
    // Given back once: it is the form's now.
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    second.unmount();
    renderAdmin('/admin/dashboard/mission-vision');
    expect(within(await editMission(user)).getByRole('textbox', { name: 'Text' })).toHaveValue('Serve citizens better.');
  });

  it("keeps the text of a form left by a navigation (the browser's Back), but not inside the same page load", async () => {
    const user = userEvent.setup();
    const first = renderAdmin('/admin/dashboard/mission-vision');
    const text = within(await editMission(user)).getByRole('textbox', { name: 'Text' });
    await user.type(text, ' Soon.');
    first.unmount();
    expect(window.sessionStorage.getItem(KEY)).not.toBeNull();

    // The same page load opens the form as it always did.
    const again = renderAdmin('/admin/dashboard/mission-vision');
    expect(within(await editMission(user)).getByRole('textbox', { name: 'Text' })).toHaveValue('Serve citizens better.');
    again.unmount();
  });

  it('keeps nothing after Cancel, or after a save', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/mission-vision': { body: items }, 'PUT /api/mission-vision': ({ body }) => ({ body: { ...items[0], ...(body as object) } }) });
    const view = renderAdmin('/admin/dashboard/mission-vision');
    let dialog = await editMission(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), ' Cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    act(() => void window.dispatchEvent(new Event(BEFORE_RELEASE_RELOAD)));
    expect(window.sessionStorage.getItem(KEY)).toBeNull();

    dialog = await editMission(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), ' Saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Our Mission' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('gives nothing back for another version of the record', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(
      'admin:draft:missionVision:1@7',
      JSON.stringify({ values: { text: 'Typed on version 7' }, at: Date.now(), page: 'an-earlier-page-load' }),
    );
    renderAdmin('/admin/dashboard/mission-vision');
    const dialog = await editMission(user);
    expect(within(dialog).getByRole('textbox', { name: 'Text' })).toHaveValue('Serve citizens better.');
    expect(within(dialog).queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();
  });
});
