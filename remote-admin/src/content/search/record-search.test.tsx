// The search appearance box of a post's edit form (docs/search-appearance.md): the live preview with
// the fallback, the counters' warning, the languages' tabs, and the save before the record's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { posts } from 'remote_shared/content';
import { adminPost } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

const EMPTY = { title: null, description: null, image: null, noindex: false };
const stored = { path: '/projects/4', en: EMPTY, sw: EMPTY, fr: { ...EMPTY, title: 'Facturation de l’eau' }, updated_at: null };

async function openEdit() {
  const user = userEvent.setup();
  const api = mockApi({
    'GET /api/search-appearance/page': { body: stored },
    'PUT /api/search-appearance': ({ body }) => ({ body: { ...stored, ...(body as object) } }),
  });
  api.seed(posts, [adminPost(4, { title: 'Water Billing', description: 'Meters read by phone in every district of the city.' })]);
  renderAdmin('/admin/dashboard/posts');
  await user.click(await screen.findByRole('button', { name: 'Edit Water Billing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
  const box = await within(dialog).findByRole('group', { name: 'Search appearance' });
  return { user, api, dialog, box, preview: within(box).getByRole('region', { name: 'Search result preview' }) };
}

describe('the search appearance of a post', () => {
  it('previews the fallback, then what is typed, warns past 60 characters, and saves it before the post', async () => {
    signIn('Publisher', { id: 2, name: 'Grace Mutoni' });
    const { user, api, dialog, box, preview } = await openEdit();
    expect(preview).toHaveTextContent('Water Billing | Savanna Digital Consult');
    expect(preview).toHaveTextContent('Meters read by phone in every district of the city.');
    expect(box).toHaveTextContent('Title: the page’s own title, as no search title is set.');

    const title = within(box).getByRole('textbox', { name: /^Search title/ });
    await user.type(title, 'Water billing that reaches every household in Kigali and beyond');
    expect(box).toHaveTextContent('63 of 60 characters — longer than search results show');
    await user.clear(title);
    await user.type(title, 'Water billing for Kigali');
    expect(preview).toHaveTextContent('Water billing for Kigali');
    expect(preview).not.toHaveTextContent('Water Billing | Savanna Digital Consult');

    // French keeps what was stored; English keeps what was typed.
    await user.click(within(box).getByRole('tab', { name: 'Français' }));
    expect(within(box).getByRole('textbox', { name: /^Search title/ })).toHaveValue('Facturation de l’eau');
    await user.click(within(box).getByRole('tab', { name: 'English' }));
    expect(within(box).getByRole('textbox', { name: /^Search title/ })).toHaveValue('Water billing for Kigali');

    await user.click(within(dialog).getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(api.callsTo('PUT /api/search-appearance')).toHaveLength(1));
    expect(api.callsTo('PUT /api/search-appearance')[0]!.body).toMatchObject({
      path: '/projects/4',
      en: { title: 'Water billing for Kigali', description: null, image: null, noindex: false },
      fr: { title: 'Facturation de l’eau' },
    });
    await waitFor(() => expect(api.callsTo('PUT /api/posts/4')).toHaveLength(1));
  });

  it('a refused search title keeps the form open, saves nothing and says why', async () => {
    signIn('Admin');
    const { user, api, dialog, box } = await openEdit();
    api.set('PUT /api/search-appearance', {
      status: 400,
      body: {
        message: 'Image must be an uploaded image or come from an allowed image host',
        issues: [{ path: 'en.image', message: 'Image must be an uploaded image or come from an allowed image host' }],
      },
    });
    await user.type(within(box).getByRole('textbox', { name: /^Or paste an image address/ }), 'https://elsewhere.example/share.png');
    await user.click(within(dialog).getByRole('button', { name: 'Update Post' }));
    expect(await within(box).findByText('Image must be an uploaded image or come from an allowed image host')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/posts/4')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit Post' })).toBeInTheDocument();
  });

  it('is not in a Content_Creator’s form', async () => {
    signIn('Content_Creator', { id: 7, name: 'Amina Yusuf' });
    const user = userEvent.setup();
    const api = mockApi({});
    api.seed(posts, [adminPost(4, { title: 'Water Billing', state: 'draft', created_by: 7 } as never)]);
    renderAdmin('/admin/dashboard/posts');
    await user.click(await screen.findByRole('button', { name: 'Edit Water Billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    expect(within(dialog).queryByRole('group', { name: 'Search appearance' })).not.toBeInTheDocument();
  });
});
