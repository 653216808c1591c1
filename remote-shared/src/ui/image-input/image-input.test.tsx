import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImageInput } from './image-input';

function Harness({ onFileSelect = jest.fn(), initial = '' }: { onFileSelect?: (file: File) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageInput label="Image" value={value} onChange={setValue} onFileSelect={onFileSelect} />;
}

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('ImageInput', () => {
  it('shows the hint and a preview of the current address', () => {
    render(<Harness initial="/uploads/a.png" />);
    expect(screen.getByRole('group', { name: 'Image' })).toHaveAccessibleDescription('JPG, PNG up to 5MB');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/uploads/a.png');
  });

  it('reports a valid file and previews it', async () => {
    const user = userEvent.setup();
    const onFileSelect = jest.fn();
    render(<Harness onFileSelect={onFileSelect} />);
    const file = png(1000);
    await user.upload(screen.getByLabelText('Upload image'), file);
    await waitFor(() => expect(onFileSelect).toHaveBeenCalledWith(file));
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'blob:preview');
  });

  it('refuses a file over 5 MB with the spec message', async () => {
    const user = userEvent.setup();
    const onFileSelect = jest.fn();
    render(<Harness onFileSelect={onFileSelect} />);
    await user.upload(screen.getByLabelText('Upload image'), png(5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Image must be under 5MB')).toBeInTheDocument();
    expect(onFileSelect).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFileSelect = jest.fn();
    render(<Harness onFileSelect={onFileSelect} />);
    await user.upload(screen.getByLabelText('Upload image'), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Image must be a JPG, PNG, WebP or GIF file')).toBeInTheDocument();
    expect(onFileSelect).not.toHaveBeenCalled();
  });

  it('takes a pasted address and clears it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Or paste an image address'), 'https://img.example.com/a.jpg');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'https://img.example.com/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByLabelText('Or paste an image address')).toHaveValue('');
    expect(screen.getByText('No image')).toBeInTheDocument();
  });

  it('offers no file chooser to someone who may not upload', () => {
    render(<ImageInput label="Image" value="" onChange={jest.fn()} />);
    expect(screen.queryByLabelText('Upload image')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Image address')).toBeInTheDocument();
  });

  it('shows the upload in progress', () => {
    render(<ImageInput label="Image" value="" onChange={jest.fn()} onFileSelect={jest.fn()} uploading />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading...');
    expect(screen.getByLabelText('Upload image')).toBeDisabled();
  });

  it('while uploading shows the share sent and a Cancel button; after a failure offers Retry', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onRetry = jest.fn();
    const { rerender } = render(
      <ImageInput label="Image" value="" onChange={jest.fn()} onFileSelect={jest.fn()} uploading progress={0.42} onCancel={onCancel} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploading... 42%');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '0.42');
    expect(screen.queryByRole('button', { name: 'Retry upload' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    rerender(
      <ImageInput label="Image" value="" onChange={jest.fn()} onFileSelect={jest.fn()} onCancel={onCancel} onRetry={onRetry} error="Upload cancelled" />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
