import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longest } from '../../../tools/storybook/longest';
import { FormStory } from '../../../tools/storybook/form-story';
import { ImageField } from './image-field';

const IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#0b3b60"/><circle cx="120" cy="30" r="14" fill="#f2a900"/></svg>');
const ERROR = longest(['text.content.imageAddress']);

const meta = {
  title: 'Back office/Form fields/ImageField',
  component: ImageField,
  args: { name: 'image_url', required: true, failureMessage: 'Image upload failed', canUpload: true },
  render: (args) => (
    <FormStory>
      <ImageField {...args} />
    </FormStory>
  ),
} satisfies Meta<typeof ImageField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  render: (args) => (
    <FormStory initialValues={{ image_url: IMAGE }}>
      <ImageField {...args} />
    </FormStory>
  ),
};

export const Error: Story = {
  render: (args) => (
    <FormStory errors={{ image_url: 'Image is required' }} submitted>
      <ImageField {...args} />
    </FormStory>
  ),
};

/** A role that may not upload (a Content_Creator on the team form): an address only. */
export const NoUpload: Story = {
  args: { canUpload: false },
  render: (args) => (
    <FormStory initialValues={{ image_url: '/uploads/team-member.webp' }}>
      <ImageField {...args} />
    </FormStory>
  ),
};

export const LongestText: Story = {
  parameters: { locale: ERROR.locale },
  render: (args) => (
    <FormStory errors={{ image_url: ERROR.text }} submitted>
      <ImageField {...args} />
    </FormStory>
  ),
};
