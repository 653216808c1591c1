import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { notify } from 'remote_shared/notify';
import { ImageInput } from 'remote_shared/ui';
import { uploadImage, UploadError } from 'remote_shared/upload';
import { translateText, useT } from '@/i18n';
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
  /** The field's initial value when the form started without it (a panel whose values load later). */
  initialValue?: string;
}

/**
 * An image field of a modal form: a chosen file is uploaded at once (remote_shared/upload, which
 * scales a large photo down first) with its progress and a Cancel button, and its address kept; a
 * failed or cancelled upload can be retried without choosing the file again.
 */
export function ImageField({ name, label, required = false, failureMessage, successMessage, canUpload, initialValue }: ImageFieldProps) {
  const { input, meta } = useField<string>(name, {
    initialValue,
    subscription: { value: true, error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const t = useT();
  const setFormUploading = useSetUploading();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The file of a failed or cancelled upload, so Retry sends it again without choosing it.
  const [unsent, setUnsent] = useState<File | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Closing the form cancels an upload still going.
  useEffect(() => () => controller.current?.abort(), []);

  const onFileSelect = async (file: File) => {
    controller.current = new AbortController();
    setUploading(true);
    setFormUploading(true);
    setProgress(null);
    setUploadError(null);
    setUnsent(null);
    try {
      const { secure_url } = await uploadImage(file, { signal: controller.current.signal, onProgress: setProgress });
      input.onChange(secure_url);
      if (successMessage) notify.success(successMessage);
    } catch (error) {
      const upload = error instanceof UploadError ? error : null;
      if (upload?.status !== 401) setUnsent(file);
      if (upload?.cancelled) setUploadError(upload.message);
      else if (upload?.status !== 401) {
        notify.error(failureMessage);
        const reason = error instanceof Error && error.message ? error.message : null;
        setUploadError(reason && reason !== failureMessage ? `${failureMessage}: ${translateText(reason)}` : failureMessage);
      }
    } finally {
      controller.current = null;
      setUploading(false);
      setFormUploading(false);
    }
  };

  return (
    <ImageInput
      label={label ?? t('common.image')}
      required={required}
      value={input.value ?? ''}
      onChange={(address) => {
        setUploadError(null);
        setUnsent(null);
        input.onChange(address);
      }}
      onFileSelect={canUpload ? onFileSelect : undefined}
      uploading={uploading}
      progress={progress}
      onCancel={() => controller.current?.abort()}
      onRetry={unsent ? () => void onFileSelect(unsent) : undefined}
      error={uploadError ?? fieldError(meta)}
    />
  );
}
