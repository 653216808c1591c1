import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longest } from 'tools/storybook/longest';
import { inForm } from 'tools/storybook/form-story';
import { ImageField } from './image-field';

const IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#0b3b60"/><circle cx="120" cy="30" r="14" fill="#f2a900"/></svg>',
  );
const ERROR = longest(['text.content.imageAddress']);

const meta = {
  title: 'Back office/Form fields/ImageField',
  component: ImageField,
  args: { name: 'image_url', required: true, failureMessage: 'Image upload failed', canUpload: true },
  render: inForm(ImageField),
} satisfies Meta<typeof ImageField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { render: inForm(ImageField, { initialValues: { image_url: IMAGE } }) };

export const Error: Story = { render: inForm(ImageField, { errors: { image_url: 'Image is required' }, submitted: true }) };

/** A role that may not upload (a Content_Creator on the team form): an address only. */
export const NoUpload: Story = {
  args: { canUpload: false },
  render: inForm(ImageField, { initialValues: { image_url: '/uploads/team-member.webp' } }),
};

export const LongestText: Story = {
  parameters: { locale: ERROR.locale },
  render: inForm(ImageField, { errors: { image_url: ERROR.text }, submitted: true }),
};
