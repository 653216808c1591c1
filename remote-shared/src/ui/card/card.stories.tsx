import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longest } from 'tools/storybook/longest';
import { Card } from './card';

const LONGEST = longest(['account.languageHint', 'account.workflowEmailsHint', 'section.headers.emptyText']);

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: { children: <p>Your Partner for Software Development and ICT Consultancy Services</p> },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Raised: Story = { args: { raised: true } };

export const Flush: Story = { args: { flush: true } };

export const Empty: Story = { args: { children: null } };

export const LongestText: Story = { args: { children: <p>{LONGEST.text}</p> }, parameters: { locale: LONGEST.locale } };
