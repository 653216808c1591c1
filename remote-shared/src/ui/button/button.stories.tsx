import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { everyValue } from 'tools/storybook/every-value';
import { longest } from 'tools/storybook/longest';
import { Button, ButtonLink, type ButtonVariant } from './button';

const VARIANTS: ButtonVariant[] = ['primary', 'accent', 'secondary', 'ghost', 'danger'];
const LONGEST = longest([
  'posts.draft.submit',
  'posts.bulk.selectAll',
  'posts.workflow.requestTitle',
  'missionVision.form.save',
  'contacts.actions.markSpam',
  'contact.form.send',
]);

const meta = { title: 'Design system/Button', component: Button, args: { children: 'Publish Post' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const EveryVariant: Story = {
  render: everyValue(VARIANTS, (variant) => <Button variant={variant}>{variant}</Button>, { gap: '0.75rem', after: <Button size="small">small</Button> }),
};

export const Disabled: Story = { args: { disabled: true } };

export const Busy: Story = { args: { busy: true, children: 'Publishing...' } };

export const LongestText: Story = { args: { children: LONGEST.text }, parameters: { locale: LONGEST.locale } };

export const AsLink: StoryObj<typeof ButtonLink> = {
  render: () => (
    <ButtonLink href="#contact" variant="accent">
      Hire Us
    </ButtonLink>
  ),
};
