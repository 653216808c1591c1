import { useState } from 'react';
import { useField } from 'react-final-form';
import { notify } from 'remote_shared/notify';
import { ImageInput } from 'remote_shared/ui';
import { uploadImage, UploadError } from 'remote_shared/upload';
import { fieldError } from './form-fields';
import { useSetUploading } from './modal-form';

export interface ImageFieldProps {
  name: string;
  label?: string;
  required?: boolean;
  /** Toasted when the upload fails (spec §8 differs per section); the previous address is kept. */
  failureMessage: string;
  /** Toasted when the upload succeeds, if the section has such a message. */
  successMessage?: string;
  /** The role may upload images; otherwise only an address can be given. */
  canUpload: boolean;
}

/** An image field of a modal form: a chosen file is uploaded at once (remote_shared/upload) and its address kept. */
export function ImageField({ name, label = 'Image', required = false, failureMessage, successMessage, canUpload }: ImageFieldProps) {
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true } });
  const setFormUploading = useSetUploading();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const onFileSelect = async (file: File) => {
    setUploading(true);
    setFormUploading(true);
    setUploadError(null);
    try {
      const { secure_url } = await uploadImage(file);
      input.onChange(secure_url);
      if (successMessage) notify.success(successMessage);
    } catch (error) {
      const status = error instanceof UploadError ? error.status : undefined;
      if (status !== 401) {
        notify.error(failureMessage);
        const reason = error instanceof Error && error.message ? error.message : null;
        setUploadError(reason && reason !== failureMessage ? `${failureMessage}: ${reason}` : failureMessage);
      }
    } finally {
      setUploading(false);
      setFormUploading(false);
    }
  };

  return (
    <ImageInput
      label={label}
      required={required}
      value={input.value ?? ''}
      onChange={(address) => {
        setUploadError(null);
        input.onChange(address);
      }}
      onFileSelect={canUpload ? onFileSelect : undefined}
      uploading={uploading}
      error={uploadError ?? fieldError(meta)}
    />
  );
}
