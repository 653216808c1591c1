import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longest } from 'tools/storybook/longest';
import { SubmitButton } from './submit-button';

const LONGEST = longest(['posts.draft.submit', 'posts.form.update', 'missionVision.form.save', 'section.headers.createLabel']);

const meta = { title: 'Back office/Form fields/SubmitButton', component: SubmitButton, args: { children: 'Save Changes' } } satisfies Meta<typeof SubmitButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Disabled: Story = { args: { disabled: true } };

export const Busy: Story = { args: { busy: true, children: 'Updating...' } };

export const LongestText: Story = { args: { children: LONGEST.text }, parameters: { locale: LONGEST.locale } };
