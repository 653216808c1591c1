import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Icon, ICON_NAMES } from './icon';

const meta = { title: 'Design system/Icon', component: Icon, args: { name: 'search' } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const EveryIcon: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

/** With an accessible name (an icon that is the only content of a link or button). */
export const Named: Story = { args: { name: 'facebook', title: 'Facebook' } };
