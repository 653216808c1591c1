import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longest } from 'tools/storybook/longest';
import { Spinner } from './spinner';

const LONGEST = longest(['section.missionVision.loadingLabel', 'section.posts.loadingLabel', 'common.loading']);

const meta = { title: 'Design system/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Busy: Story = {};

export const Small: Story = { args: { size: 'small', label: 'Saving...' } };

export const Compact: Story = { args: { size: 'compact' } };

export const Bare: Story = { args: { label: null } };

export const Centred: Story = { args: { centered: true } };

export const LongestText: Story = { args: { label: LONGEST.text }, parameters: { locale: LONGEST.locale } };
