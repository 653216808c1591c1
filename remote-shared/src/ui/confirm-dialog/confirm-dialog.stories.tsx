import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longest } from 'tools/storybook/longest';
import { ConfirmDialog } from './confirm-dialog';

const QUESTION = longest(['posts.bulk.deleteQuestion', 'content.history.restoreQuestion']);

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: 'Are you sure you want to delete this post?',
    detail: 'Ministry of Health patient records',
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Busy: Story = { args: { busy: true, busyLabel: 'Deleting...' } };

export const Primary: Story = { args: { tone: 'primary', confirmLabel: 'Restore', message: 'Restore this revision?' } };

export const LongestText: Story = {
  args: { message: QUESTION.text, detail: 'Umoja wa Afrika Mashariki: mfumo wa kumbukumbu za afya za wagonjwa' },
  parameters: { locale: QUESTION.locale },
};
