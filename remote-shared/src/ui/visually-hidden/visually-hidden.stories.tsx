import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VisuallyHidden } from './visually-hidden';

const meta = { title: 'Design system/VisuallyHidden', component: VisuallyHidden, args: { children: 'Read by screen readers only' } } satisfies Meta<
  typeof VisuallyHidden
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: the text is there for screen readers (the hidden h1 of the home page). */
export const Filled: Story = {
  render: (args) => (
    <p>
      Visible text. <VisuallyHidden {...args} />
    </p>
  ),
};
