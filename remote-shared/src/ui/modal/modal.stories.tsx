import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longest } from 'tools/storybook/longest';
import { Button } from '../button/button';
import { Modal } from './modal';

const TITLE = longest(['section.headers.createTitle', 'posts.workflow.requestTitle', 'account.languageLabel']);
const BODY = longest(['content.history.restoreQuestion', 'users.reset.hint']);

const footer = (busy = false) => (
  <>
    <Button variant="secondary" disabled={busy}>
      Cancel
    </Button>
    <Button busy={busy}>{busy ? 'Creating...' : 'Create Header'}</Button>
  </>
);

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: { open: true, title: 'Create Header', onClose: () => {}, children: <p>The slide shows on the home page.</p>, footer: footer() },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Busy: Story = { args: { busy: true, footer: footer(true) } };

export const Small: Story = { args: { size: 'small' } };

export const LongestText: Story = { args: { title: TITLE.text, children: <p>{BODY.text}</p> }, parameters: { locale: TITLE.locale } };
