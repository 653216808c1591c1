import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longest } from 'tools/storybook/longest';
import { ImageInput } from './image-input';

// A small image in the page itself, so no story needs a server.
const IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#0b3b60"/><circle cx="120" cy="30" r="14" fill="#f2a900"/></svg>',
  );
const LABEL = longest(['ui.pasteAddress', 'ui.uploadProgress', 'common.image']);
const ERROR = longest(['text.content.imageAddress']);

const meta = {
  title: 'Design system/ImageInput',
  component: ImageInput,
  args: { label: 'Image', value: '', onChange: () => {}, onFileSelect: () => {} },
} satisfies Meta<typeof ImageInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { required: true } };

export const Filled: Story = { args: { value: IMAGE } };

export const Error: Story = { args: { required: true, error: 'Image is required' } };

export const Disabled: Story = { args: { value: IMAGE, disabled: true } };

/** For a role that may not upload: an address only. */
export const AddressOnly: Story = { args: { onFileSelect: undefined, value: '/uploads/slide.webp' } };

export const Busy: Story = { args: { value: IMAGE, uploading: true, progress: 0.42, onCancel: () => {} } };

export const FailedUpload: Story = { args: { value: IMAGE, error: 'Image upload failed: the connection was lost', onRetry: () => {} } };

export const LongestText: Story = { args: { label: LABEL.text, error: ERROR.text, required: true }, parameters: { locale: ERROR.locale } };
