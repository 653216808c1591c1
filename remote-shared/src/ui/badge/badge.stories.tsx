import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { everyValue } from 'tools/storybook/every-value';
import { longest } from 'tools/storybook/longest';
import { Badge, type BadgeTone } from './badge';

const TONES: BadgeTone[] = ['neutral', 'primary', 'success', 'warning', 'info', 'danger'];
const LONGEST = longest(['posts.state.changesInReview', 'posts.state.changesInDraft', 'posts.state.review', 'contacts.state.archived']);

const meta = { title: 'Design system/Badge', component: Badge, args: { children: 'Pending', tone: 'warning' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const EveryTone: Story = { render: everyValue(TONES, (tone) => <Badge tone={tone}>{tone}</Badge>) };

export const LongestText: Story = { args: { children: LONGEST.text, tone: 'info' }, parameters: { locale: LONGEST.locale } };
